/** Integer cents inside, dollars in the API. */
export const toDollars = (cents: number): number => cents / 100;

export const toDollarsOrNull = (cents: number | null | undefined): number | null =>
  cents === null || cents === undefined ? null : cents / 100;
