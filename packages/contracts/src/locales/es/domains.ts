/** What the Spanish domain files share: the English domains' type and a two-form plural. */
import type { ACCOUNT_MESSAGES } from '../../account-messages';
import type { PRODUCT_MESSAGES } from '../../product-messages';

/** The English domains: the public pages' (PRODUCT_MESSAGES) and the signed-in pages' (ACCOUNT_MESSAGES). */
export type Domains = typeof PRODUCT_MESSAGES & typeof ACCOUNT_MESSAGES;

/** Spanish, like English, has one form for exactly one and another for every other count. */
export const plural = (count: number, one: string, other: string) => (Number(count) === 1 ? one : other);
