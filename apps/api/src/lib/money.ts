/** Integer cents inside, dollars in the API. */
export const toDollars = (cents: number): number => cents / 100;

export const toDollarsOrNull = (cents: number | null | undefined): number | null =>
  cents === null || cents === undefined ? null : cents / 100;

/** Cents as a customer reads them: `$27.50`, `-$3.10`. */
export const formatUsd = (cents: number): string =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;
