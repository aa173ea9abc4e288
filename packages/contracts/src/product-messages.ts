/**
 * Our own user-visible texts: the ones the specification does not give (those are in
 * messages.ts, verbatim). One copy each, so the app and its tests cannot drift apart.
 * Sections by where the text is shown; `web` holds the browser app's texts.
 */
import { LOGIN_CODE_LIFETIME_MINUTES, OTP_DEFAULT_LENGTH } from './constants';
import { PASSWORD_SYMBOLS } from './field-patterns';

const web = {
  // Accounts
  /** Lead of the code login page, with `{email}` where the address is shown (in bold). */
  codeSentTo: `We sent a ${OTP_DEFAULT_LENGTH}-digit code to {email}. It is valid for ${LOGIN_CODE_LIFETIME_MINUTES} minutes.`,
  codeByEmailLead: `We will email you a ${OTP_DEFAULT_LENGTH}-digit code. Enter it on the next page to log in.`,
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
} as const;

export const PRODUCT_MESSAGES = { web } as const;
