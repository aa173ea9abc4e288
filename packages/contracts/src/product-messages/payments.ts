export const payments = {
  cardNotFound: 'Card not found',
  cardDeleted: 'Your card was deleted',
  primaryChanged: 'Your primary card was changed',
  setupSessionNotFound: 'Card session not found',
  providerUnavailable: 'The payment service is not available right now. Please try again.',
  cardUnusable: 'This card can no longer be used. Please add it again.',
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  cardExpired: 'Your card has expired.',
  /** The sandbox provider's card page, worded as the providers' own hosted pages are. */
  cardNumberInvalid: 'Your card number is invalid.',
  cardNotSupported: 'Your card is not supported.',
} as const;
