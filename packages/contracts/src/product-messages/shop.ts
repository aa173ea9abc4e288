import { ORDER_HISTORY_YEARS } from '../product-constants/payments';

export const shop = {
  planUnavailable: 'This plan is not available',
  promoInvalid: 'This promo code is not valid',
  /** Why a known promotion is refused (decision 029). */
  promoNotStarted: 'This promo code cannot be used yet',
  promoExpired: 'This promo code has expired',
  promoNotForPlan: 'This promo code is not for this plan',
  promoUsedUp: 'This promo code has been used up',
  promoAlreadyUsed: 'You have already used this promo code',
  numberActive: 'This number is already active with us',
  keyReused:
    'This order was already paid for, or is being paid, with other details. Please check your order history.',
  /** Pay refused because the price moved after the quote the buyer saw (nothing was charged). */
  priceChanged: (amount: string) =>
    `The price of this order changed to ${amount} since it was shown. Nothing was charged: check the order summary and pay again.`,
  stillProcessing: 'Your payment is still being processed. Please check your order history in a moment.',
  /** An order recovery could not complete: the charge was given back. */
  orderRefunded: 'We could not complete your order. Your payment was refunded.',
  /** An order recovery could not complete, before any charge was made. */
  orderNotCompleted: 'We could not complete your order. Your card was not charged.',
  /** Cancel and refund (decision 023): the answer, the mail and the order history row. */
  orderCancelled: 'Your order was cancelled and your payment refunded.',
  refundItem: (item: string) => `Refund: ${item}`,
  /** Only an order whose brought number can never move can be cancelled this way. */
  orderNotCancellable: 'This order can no longer be cancelled here. Please contact support.',
  /** A refund of the order (by our support team) is being made at the same moment: nothing was done. */
  orderRefundUnderway:
    'A refund of this order is being made right now, so nothing was changed. Please try again in a minute.',
  /** "Use the SIM I have" is for one of our partner SIMs with a brought number. */
  ownSimNeedsPort: 'Using the SIM you have needs a number brought from another carrier.',
  historyDateOutOfRange: `Choose a date from ${ORDER_HISTORY_YEARS.first} to ${ORDER_HISTORY_YEARS.last}`,
} as const;
