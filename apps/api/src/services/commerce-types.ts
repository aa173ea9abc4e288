/** Small shared pieces of the shop services: the customer and the shop's own messages. */

/** The logged-in customer as the shop sees them (a subset of the session's user). */
export type Customer = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  zipCode: string | null;
};

export const SHOP_MESSAGES = {
  cardNotFound: 'Card not found',
  cardDeleted: 'Your card was deleted',
  primaryChanged: 'Your primary card was changed',
  setupSessionNotFound: 'Card session not found',
  planUnavailable: 'This plan is not available',
  promoInvalid: 'This promo code is not valid',
  numberActive: 'This number is already active with us',
  keyReused: 'This payment key was already used for a different order',
  stillProcessing: 'Your payment is still being processed. Please check your order history in a moment.',
  providerUnavailable: 'The payment service is not available right now. Please try again.',
  cardUnusable: 'This card can no longer be used. Please add it again.',
  invalidSignature: 'Invalid webhook signature',
} as const;
