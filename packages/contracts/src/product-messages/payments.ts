export const payments = {
  cardNotFound: 'Card not found',
  cardDeleted: 'Your card was deleted',
  primaryChanged: 'Your primary card was changed',
  backupSet: 'Renewals declined on your primary card will be tried once on this card.',
  backupCleared: 'You have no backup card for renewals now.',
  backupIsPrimary: 'Your primary card cannot also be the backup card.',
  setupSessionNotFound: 'Card session not found',
  providerUnavailable: 'The payment service is not available right now. Please try again.',
  cardUnusable: 'This card can no longer be used. Please add it again.',
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  cardExpired: 'Your card has expired.',
  /** The sandbox provider's card page, worded as the providers' own hosted pages are. */
  cardNumberInvalid: 'Your card number is invalid.',
  cardNotSupported: 'Your card is not supported.',
  /** An invoice or credit note that is not the customer's (or none). */
  documentNotFound: 'Invoice not found',
} as const;
