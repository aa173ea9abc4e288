/** The shop's own messages (not in SPEC §8). */
export const SHOP_MESSAGES = {
  planUnavailable: 'This plan is not available',
  promoInvalid: 'This promo code is not valid',
  numberActive: 'This number is already active with us',
  keyReused: 'This payment key was already used for a different order',
  stillProcessing: 'Your payment is still being processed. Please check your order history in a moment.',
} as const;
