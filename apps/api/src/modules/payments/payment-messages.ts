/** The payments module's own messages (not in SPEC §8). */
export const PAYMENT_MESSAGES = {
  cardNotFound: 'Card not found',
  cardDeleted: 'Your card was deleted',
  primaryChanged: 'Your primary card was changed',
  setupSessionNotFound: 'Card session not found',
  providerUnavailable: 'The payment service is not available right now. Please try again.',
  cardUnusable: 'This card can no longer be used. Please add it again.',
  invalidSignature: 'Invalid webhook signature',
} as const;
