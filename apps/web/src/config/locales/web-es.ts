/**
 * The Spanish of the texts the pages write themselves, by their English text (the key each
 * `t('...')`, `msg('...')` and page title passes), one file a part of the app in `web-es/`.
 * Neutral US Spanish, "usted". A test finds every such text of the app here, every entry here in
 * the app, and no English text in two files.
 */
import { SHELL_ES } from './web-es/shell';
import { CART_CHECKOUT_ES } from './web-es/cart-checkout';
import { AUTH_ES } from './web-es/auth';
import { DASHBOARD_ES } from './web-es/dashboard';
import { PAYMENTS_ES } from './web-es/payments';
import { CHAT_ES } from './web-es/chat';
import { PROFILE_ES } from './web-es/profile';
import { LINES_ES } from './web-es/lines';
import { BROADBAND_LABELS_ES } from './web-es/broadband-labels';

/** Each part's texts, kept apart so the test can tell a text given twice. */
export const WEB_ES_PARTS: Record<string, string>[] = [
  SHELL_ES,
  CART_CHECKOUT_ES,
  AUTH_ES,
  DASHBOARD_ES,
  PAYMENTS_ES,
  CHAT_ES,
  PROFILE_ES,
  LINES_ES,
  BROADBAND_LABELS_ES,
];

export const WEB_ES: Record<string, string> = Object.assign({}, ...WEB_ES_PARTS);
