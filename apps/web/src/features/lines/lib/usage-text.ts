/**
 * Talk and texts as the page's language writes them ("1,204 min", "312 texts"; in Spanish
 * "1,204 min", "312 mensajes"): the contracts' formatMinutes and formatTexts write English only.
 */
import { currentLanguage, t } from '../../../lib/i18n';

export const formatMinutesIn = (minutes: number) =>
  t('{minutes} min', { minutes: new Intl.NumberFormat(currentLanguage()).format(minutes) });

export const formatTextsIn = (texts: number) =>
  t('{count, plural, one {# text} other {# texts}}', { count: texts });
