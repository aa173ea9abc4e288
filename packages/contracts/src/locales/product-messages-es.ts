/**
 * The Spanish (es-US) texts of PRODUCT_MESSAGES, domain by domain, key for key (decision 053), one
 * file a domain in `es/`. A domain listed here is complete (a test compares its keys); a domain not
 * yet listed shows its English texts.
 */
import { ACCOUNT_MESSAGES } from '../account-messages';
import { PRODUCT_MESSAGES } from '../product-messages';
import type { Translation } from './catalogue';
import type { Domains } from './es/domains';
import { accountDeletion } from './es/account-deletion';
import { accountPin } from './es/account-pin';
import { accounts } from './es/accounts';
import { passkeys, security } from './es/passkeys';
import { payments } from './es/payments';
import { profile } from './es/profile';
import { sessions } from './es/sessions';
import { shop } from './es/shop';
import { stepUp, twoFactor } from './es/step-up';
import { support } from './es/support';
import { verification } from './es/verification';
import { web } from './es/web';
import { catalogue as catalogueEnglish } from '../product-messages/catalogue';
import { myData } from './es/my-data';
import { catalogue } from './es/catalogue';

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
};

/**
 * Domains of the console's (STAFF_MESSAGES) whose texts customers read (a mail's subject), each
 * English domain with its Spanish one; their files are typed key for key too.
 */
export const OTHER_MESSAGE_PAIRS_ES: [unknown, unknown][] = [[catalogueEnglish, catalogue]];

/** The English domains by name: the public pages' and the signed-in pages'. */
export const ENGLISH_DOMAINS: Domains = { ...PRODUCT_MESSAGES, ...ACCOUNT_MESSAGES };

/** Each Spanish domain with its English one. */
export const PRODUCT_MESSAGE_PAIRS_ES: [unknown, unknown][] = [
  ...Object.entries(PRODUCT_MESSAGES_ES).map(([domain, texts]): [unknown, unknown] => [
    ENGLISH_DOMAINS[domain as keyof Domains],
    texts,
  ]),
  ...OTHER_MESSAGE_PAIRS_ES,
];
