/**
 * The Spanish (es-US) texts of PRODUCT_MESSAGES, domain by domain, key for key (decision 053), one
 * file a domain in `es/`. A domain listed here is complete (a test compares its keys); a domain not
 * yet listed shows its English texts.
 */
import { ACCOUNT_MESSAGES } from '../account-messages';
import { PORT_OUT_REASONS, PORT_REJECTION_REASONS, PRODUCT_MESSAGES } from '../product-messages';
import type { Translation } from './catalogue';
import { addLine } from './es/add-line';
import { emergencyAddress } from './es/emergency-address';
import { lineCancellation } from './es/line-cancellation';
import { lines, portOutReasons, portRejectionReasons } from './es/lines';
import { lostPhone } from './es/lost-phone';
import { planChanges } from './es/plan-changes';
import { renewalConsent } from './es/renewal-consent';
import { renewals } from './es/renewals';
import { simChange } from './es/sim-change';
import { topUps } from './es/top-ups';
import { usage } from './es/usage';
import { accounts } from './es/accounts';
import { payments } from './es/payments';
import { profile } from './es/profile';
import { sessions } from './es/sessions';
import { shop } from './es/shop';
import { support } from './es/support';
import { verification } from './es/verification';
import { web } from './es/web';

/** The English domains: PRODUCT_MESSAGES and the signed-in pages' ACCOUNT_MESSAGES. */
export const ENGLISH_DOMAINS = { ...PRODUCT_MESSAGES, ...ACCOUNT_MESSAGES };
type English = typeof ENGLISH_DOMAINS;

/** The domains of PRODUCT_MESSAGES and ACCOUNT_MESSAGES in Spanish so far. */
export const PRODUCT_MESSAGES_ES: { readonly [D in keyof English]?: Translation<English[D]> } = {
  accounts,
  shop,
  payments,
  web,
  profile,
  sessions,
  verification,
  support,
  lines,
  addLine,
  renewals,
  renewalConsent,
  planChanges,
  topUps,
  usage,
  simChange,
  lostPhone,
  lineCancellation,
  emergencyAddress,
};

/** Each Spanish domain with its English one, and the port refusals' reasons the lines show. */
export const PRODUCT_MESSAGE_PAIRS_ES: [unknown, unknown][] = [
  ...Object.entries(PRODUCT_MESSAGES_ES).map(([domain, texts]): [unknown, unknown] => [
    ENGLISH_DOMAINS[domain as keyof English],
    texts,
  ]),
  [PORT_REJECTION_REASONS, portRejectionReasons],
  [PORT_OUT_REASONS, portOutReasons],
];
