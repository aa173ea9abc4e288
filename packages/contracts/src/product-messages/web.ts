import { PASSWORD_SYMBOLS } from '../field-patterns';
import { EMAIL_CODE_LENGTH } from '../constants';
import {
  LOGIN_CODE_LENGTH,
  LOGIN_CODE_MINUTES,
  VERIFICATION_CODE_MINUTES,
} from '../product-constants/accounts';

/** The browser app's own texts. */
export const web = {
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
  noSavedCards: 'You have no saved cards yet. Add one to pay; you will come straight back here.',

  // Dashboard
  notProvided: 'Not provided',

  // Shell
  demoStore: 'Demo store: pay with test cards only. No real payment is taken and no real line is opened.',

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

  // Support chat (the customer's panel)
  chatLauncher: 'Chat with us',
  chatLauncherUnread: (count: number) =>
    `Chat with us, ${count} unread ${count === 1 ? 'message' : 'messages'}`,
  chatTitle: 'Chat with support',
  chatIntro: 'Tell us who you are and what you need; an agent will answer here.',
  chatEmpty: 'Write your question below; an agent will answer here.',
  chatAway: (when: string) =>
    `Our team is away right now. An agent will answer from ${when}, and we will also email you the reply.`,
  chatClosed: 'This conversation was closed. Write again to reopen it.',
  chatYou: 'You',
  chatSupport: 'Support',
  chatLoadFailed: 'The chat could not be loaded. Please try again.',
  chatOffline: 'Reconnecting… new replies may take a few seconds to appear.',
} as const;
