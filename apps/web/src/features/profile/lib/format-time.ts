import { formatDayTime } from '../../../lib/format-date';
import { t } from '../../../lib/i18n';

/** "Nov 23, 2026, 6:05 PM" in the customer's own time zone. */
export function formatDateTime(iso: string): string {
  return formatDayTime(iso);
}

/** "Active now" within two minutes, else the date and time. */
export function describeLastActive(iso: string, now = Date.now()): string {
  return now - Date.parse(iso) < 2 * 60_000
    ? t('Active now')
    : t('Last active {when}', { when: formatDateTime(iso) });
}
