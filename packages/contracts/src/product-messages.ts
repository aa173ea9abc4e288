/**
 * Our own user-facing messages, where SPEC §8 has none, by domain. The SPEC §8 catalogue stays
 * in messages.ts. A message that names a number is built from product-constants.ts.
 */
import { PASSWORD_SYMBOLS } from './field-patterns';
import { EMAIL_CODE_LENGTH } from './constants';
import {
  LOGIN_CODE_LENGTH,
  LOGIN_CODE_MINUTES,
  RESET_LINK_MINUTES,
  VERIFICATION_CODE_MINUTES,
} from './product-constants';

/** The browser app's own texts. */
const web = {
  // Accounts
  /** Lead of the code login page, with `{email}` where the address is shown (in bold). */
  codeSentTo: `We sent a ${LOGIN_CODE_LENGTH}-digit code to {email}. It is valid for ${LOGIN_CODE_MINUTES} minutes.`,
  codeByEmailLead: `We will email you a ${LOGIN_CODE_LENGTH}-digit code. Enter it on the next page to log in.`,
  resendWait: (countdown: string) => `You can ask for a new code in ${countdown}`,
  welcome: (firstName: string) => `Welcome, ${firstName}! Your account is ready.`,
  passwordRules: `At least 6 characters with an uppercase letter, a lowercase letter, a digit and one of ${PASSWORD_SYMBOLS}`,
  supportLinkIncomplete: 'This support link is incomplete.',
  resetLinkIncomplete:
    'This reset link is incomplete. Please open the link from the email again, or ask for a new one.',
  assistedSession: (whose: string) =>
    `Support session: you are signed in to ${whose} account by a support agent.`,

  // Cart and checkout
  cartEmpty: 'Your cart is empty.',
  cartNotRestored: 'Your saved cart could not be restored.',
  chooseSimType: 'Please choose eSIM or physical SIM',
  chooseCard: 'Choose a card or add a new one to pay.',
  waitingForAddress: 'Enter your shipping address to see your total.',
  waitingForBillingState: 'Choose your billing state to see your total.',

  // Dashboard
  notProvided: 'Not provided',

  // Profile and settings
  emailCodeSentTo: `We sent a ${EMAIL_CODE_LENGTH}-digit code to {email}. It is valid for ${VERIFICATION_CODE_MINUTES} minutes.`,
  resendIn: (countdown: string) => `Re-send code in ${countdown}`,
  emailChangeLead:
    'Enter your new email address and your current password. We will send a code to the new address.',
  phoneCountryHint: 'Choosing a country fills in its code.',
  sessionsLead: 'The devices signed in to your account. Sign out any you do not recognise.',
  numberLockLead:
    'While Number Lock is on, a line cannot be moved to another carrier or to a new SIM. Turning it off needs a code we email you.',
  unknownLocation: 'Unknown location',
  numberUnlockLead: 'Enter the code from the email we sent you to turn Number Lock off for this line.',
  noLines: 'You have no lines yet.',

  // Shell
  demoStore: 'Demo store: pay with test cards only. No real payment is taken and no real line is opened.',
} as const;

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
  web,
  profile: {
    nameSaved: 'Your name was updated.',
    addressSaved: 'Your address was updated.',
    phoneSaved: 'Your phone number was updated.',
    emailCodeSent: `We sent a ${EMAIL_CODE_LENGTH}-digit code to your new email address. It is valid for ${VERIFICATION_CODE_MINUTES} minutes.`,
    emailChanged: 'Your email address was changed.',
    emailTaken: 'Another account already uses this email address.',
    emailUnchanged: 'This is already your email address.',
    noEmailChange: 'No email change is waiting for this address. Please enter your new email again.',
    /** The body of PUT /app/users/edit matched none of its four forms. */
    editVariant:
      'Send one of: firstName and lastName; the address fields; email and currentPassword; phoneNumber',
  },
  sessions: {
    sessionEnded: 'That device was signed out.',
    otherSessionsEnded: (count: number) =>
      count === 0
        ? 'No other devices were signed in.'
        : `${count} other device${count === 1 ? ' was' : 's were'} signed out.`,
    sessionNotFound: 'Session not found',
  },
  lines: {
    lineNotFound: 'Line not found',
    numberLocked: 'Number Lock is on for this line. Turn it off in Settings first.',
    lockOn: 'Number Lock is on. This number cannot be moved to another carrier or a new SIM.',
    lockAlreadyOn: 'Number Lock is already on for this line.',
    lockAlreadyOff: 'Number Lock is already off for this line.',
    unlockCodeSent: `We sent a ${EMAIL_CODE_LENGTH}-digit code to your email. It is valid for ${VERIFICATION_CODE_MINUTES} minutes.`,
    lockOff: 'Number Lock is off.',
  },
  /** Emailed verification codes (a new email address, turning Number Lock off). */
  verification: {
    badCode: 'This code is incorrect or has expired. Check the code or ask for a new one.',
    resendTooSoon: (seconds: number) =>
      `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for a new code.`,
  },
  support: {
    contactThanks: 'Thanks for your message! We will reply by email within one business day.',
  },
} as const;
