import { LOGIN_CODE_LENGTH, LOGIN_CODE_MINUTES, RESET_LINK_MINUTES } from '../product-constants/accounts';

export const accounts = {
  emailTaken: 'An account with this email already exists. Log in instead.',
  wrongCredentials: 'Email or password is incorrect',
  /** Too many passwords tried for this address in the last hour (whether or not it has an account). */
  passwordSignInPaused:
    'Too many passwords were tried for this email. To protect the account, sign in with a code we email you (Email me a code) or with a passkey for now.',
  codeSent: `We sent a ${LOGIN_CODE_LENGTH}-digit code to your email. It is valid for ${LOGIN_CODE_MINUTES} minutes.`,
  badCode: 'This code is incorrect or has expired. Check the code or request a new one.',
  resetSent: `We sent a link to reset your password to your email. It is valid for ${RESET_LINK_MINUTES} minutes.`,
  resetInvalid: 'This reset link is invalid or has expired',
  resetDone: 'Your password has been reset. Log in with your new password.',
  /** A staff member's new password (an invitation or a reset): staff sign in only at the console. */
  staffResetDone: 'Your password has been set. Sign in to the staff console with it.',
  staffResetLink: 'Go to the staff console sign-in',
  wrongCurrentPassword: 'Your current password is incorrect',
  passwordChanged: 'Your password has been changed.',
  loggedOut: 'You have been logged out.',
  /** The support agent's sign-in link, opened by the customer. */
  supportLinkInvalid: 'This sign-in link is invalid or has expired',
  /** A session from a support sign-in link asked to pay or change a card. */
  assistedRefused:
    'Payments and card changes are not available in a support session. The customer must sign in themselves.',
  /** The same for changes of service, address, Number Lock and signed-in devices. */
  assistedServiceRefused:
    'Changes to the service, the address, Number Lock or signed-in devices are not available in a support session. The customer must sign in themselves.',
  /** Shown to the support agent asking for a link (`npm run crm-link`). */
  unknownCustomer: 'No customer account uses this email',
} as const;
