/**
 * Our own user-facing messages, where SPEC §8 has none, by domain. The SPEC §8 catalogue stays
 * in messages.ts. A message that names a number is built from product-constants.ts.
 */
import { LOGIN_CODE_LENGTH, LOGIN_CODE_MINUTES, RESET_LINK_MINUTES } from './product-constants';

export const PRODUCT_MESSAGES = {
  accounts: {
    emailTaken: 'An account with this email already exists. Log in instead.',
    wrongCredentials: 'Email or password is incorrect',
    codeSent: `We sent a ${LOGIN_CODE_LENGTH}-digit code to your email. It is valid for ${LOGIN_CODE_MINUTES} minutes.`,
    badCode: 'This code is incorrect or has expired. Check the code or request a new one.',
    resetSent: `We sent a link to reset your password to your email. It is valid for ${RESET_LINK_MINUTES} minutes.`,
    resetInvalid: 'This reset link is invalid or has expired',
    resetDone: 'Your password has been reset. Log in with your new password.',
    wrongCurrentPassword: 'Your current password is incorrect',
    passwordChanged: 'Your password has been changed.',
    loggedOut: 'You have been logged out.',
    /** The support agent's sign-in link, opened by the customer. */
    supportLinkInvalid: 'This sign-in link is invalid or has expired',
    /** Shown to the support agent asking for a link (`npm run crm-link`). */
    unknownCustomer: 'No customer account uses this email',
  },
  shop: {
    planUnavailable: 'This plan is not available',
    promoInvalid: 'This promo code is not valid',
    numberActive: 'This number is already active with us',
    keyReused: 'This payment key was already used for a different order',
    stillProcessing: 'Your payment is still being processed. Please check your order history in a moment.',
  },
  payments: {
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
  },
  support: {
    contactThanks: 'Thanks for your message! We will reply by email within one business day.',
  },
} as const;
