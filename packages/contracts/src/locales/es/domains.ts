/** What the Spanish domain files share: the English domains' type and a two-form plural. */
import type { PRODUCT_MESSAGES } from '../../product-messages';

export type Domains = typeof PRODUCT_MESSAGES;

/** Spanish, like English, has one form for exactly one and another for every other count. */
export const plural = (count: number, one: string, other: string) => (Number(count) === 1 ? one : other);
