/**
 * The Spanish (es-US) texts of PRODUCT_MESSAGES and ACCOUNT_MESSAGES, domain by domain, key for key
 * (decision 053), one file a domain in `es/`. A domain listed here is complete (a test compares its
 * keys); a domain not yet listed shows its English texts.
 */
import { ACCOUNT_MESSAGES } from '../account-messages';
import { PORT_OUT_REASONS, PORT_REJECTION_REASONS, PRODUCT_MESSAGES } from '../product-messages';
import { catalogue as catalogueEnglish } from '../product-messages/catalogue';
import type { Translation } from './catalogue';
import type { Domains } from './es/domains';
import { accountDeletion } from './es/account-deletion';
import { accountPin } from './es/account-pin';
import { accounts } from './es/accounts';
import { addLine } from './es/add-line';
import { catalogue } from './es/catalogue';
import { emergencyAddress } from './es/emergency-address';
import { lineCancellation } from './es/line-cancellation';
import { lines, portOutReasons, portRejectionReasons } from './es/lines';
import { lostPhone } from './es/lost-phone';
import { members } from './es/members';
import { myData } from './es/my-data';
import { notices } from './es/notices';
import { passkeys, security } from './es/passkeys';
import { payments } from './es/payments';
import { planChanges } from './es/plan-changes';
import { profile } from './es/profile';
import { renewalConsent } from './es/renewal-consent';
import { renewals } from './es/renewals';
import { sessions } from './es/sessions';
import { shop } from './es/shop';
import { simChange } from './es/sim-change';
import { stepUp, twoFactor } from './es/step-up';
import { support } from './es/support';
import { topUps } from './es/top-ups';
import { wallet } from './es/wallet';
import { usage } from './es/usage';
import { verification } from './es/verification';
import { web } from './es/web';
import { memberControls } from './es/member-controls';

/** The English domains by name: the public pages' (PRODUCT_MESSAGES) and the signed-in pages'. */
export const ENGLISH_DOMAINS: Domains = { ...PRODUCT_MESSAGES, ...ACCOUNT_MESSAGES };

/** The domains of PRODUCT_MESSAGES and ACCOUNT_MESSAGES in Spanish so far. */
export const PRODUCT_MESSAGES_ES: { readonly [D in keyof Domains]?: Translation<Domains[D]> } = {
  accounts,
  shop,
  payments,
  web,
  profile,
  sessions,
  verification,
  support,
  accountPin,
  passkeys,
  security,
  stepUp,
  twoFactor,
  accountDeletion,
  myData,
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
  wallet,
  members,
  notices,
  memberControls,
};

/**
 * Texts kept apart from those domains that customers read, each English object with its Spanish
 * one (typed key for key in their files): the port refusals' reasons the lines show, and the
 * console's catalogue domain (a price-change mail's subject).
 */
export const OTHER_MESSAGE_PAIRS_ES: [unknown, unknown][] = [
  [PORT_REJECTION_REASONS, portRejectionReasons],
  [PORT_OUT_REASONS, portOutReasons],
  [catalogueEnglish, catalogue],
];

/** Each Spanish domain with its English one, then the other texts. */
export const PRODUCT_MESSAGE_PAIRS_ES: [unknown, unknown][] = [
  ...Object.entries(PRODUCT_MESSAGES_ES).map(([domain, texts]): [unknown, unknown] => [
    ENGLISH_DOMAINS[domain as keyof Domains],
    texts,
  ]),
  ...OTHER_MESSAGE_PAIRS_ES,
];
