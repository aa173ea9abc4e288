/**
 * The Spanish (es-US) texts of PRODUCT_MESSAGES, domain by domain, key for key (decision 053), one
 * file a domain in `es/`. A domain listed here is complete (a test compares its keys); a domain not
 * yet listed shows its English texts.
 */
import { PRODUCT_MESSAGES } from '../product-messages';
import type { Translation } from './catalogue';
import type { Domains } from './es/domains';
import { accounts } from './es/accounts';
import { payments } from './es/payments';
import { profile } from './es/profile';
import { sessions } from './es/sessions';
import { shop } from './es/shop';
import { support } from './es/support';
import { verification } from './es/verification';
import { web } from './es/web';
import { myData as myDataEnglish } from '../product-messages/my-data';
import { catalogue as catalogueEnglish } from '../product-messages/catalogue';
import { myData } from './es/my-data';
import { catalogue } from './es/catalogue';

/** The domains of PRODUCT_MESSAGES in Spanish so far. */
export const PRODUCT_MESSAGES_ES: { readonly [D in keyof Domains]?: Translation<Domains[D]> } = {
  accounts,
  shop,
  payments,
  web,
  profile,
  sessions,
  verification,
  support,
};

/**
 * Domains kept apart from PRODUCT_MESSAGES (the account's, the console's) whose texts customers
 * read, each English domain with its Spanish one; their files are typed key for key too.
 */
export const OTHER_MESSAGE_PAIRS_ES: [unknown, unknown][] = [
  [myDataEnglish, myData],
  [catalogueEnglish, catalogue],
];

/** Each Spanish domain with its English one. */
export const PRODUCT_MESSAGE_PAIRS_ES: [unknown, unknown][] = [
  ...Object.entries(PRODUCT_MESSAGES_ES).map(([domain, texts]): [unknown, unknown] => [
    PRODUCT_MESSAGES[domain as keyof Domains],
    texts,
  ]),
  ...OTHER_MESSAGE_PAIRS_ES,
];
