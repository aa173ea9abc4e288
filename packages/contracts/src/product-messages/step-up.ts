import { STEP_UP_MINUTES } from '../product-constants/accounts';

/** Step-up: proving it is the customer again before a change that can move a number away. */
export const stepUp = {
  /** The 403 of a protected call without a recent proof (its field error too). */
  required: 'Please confirm it is you before making this change.',
  dialogTitle: 'Confirm it is you',
  /** Above the code boxes; the address is masked. */
  emailLead: (maskedEmail: string) =>
    `We emailed a code to ${maskedEmail}. Enter it to continue. You will not be asked again for ${STEP_UP_MINUTES} minutes.`,
  codeSent: 'We emailed you a code.',
  confirmed: 'Thank you, it is you.',
} as const;

/** The authenticator app (TOTP) and its recovery codes. */
export const twoFactor = {
  enterAppCode: 'Enter the 6-digit code of your authenticator app',
  /** Sign-in: the password (or emailed code) was right; the second step is asked for. */
  secondStepNeeded: 'Enter the code of your authenticator app (or a recovery code) to finish signing in.',
  enterCodeOrRecovery: 'Enter the 6-digit code of your authenticator app or a recovery code',
  badCode: 'This code is incorrect. Check the time on your phone and try the newest code.',
  alreadyOn: 'The authenticator app is already on. Turn it off first to set up another one.',
  noSetup: 'Start the set-up again: no authenticator app is waiting to be confirmed.',
  turnedOn: 'The authenticator app is on. Keep the recovery codes somewhere safe: each works once.',
  turnedOff: 'The authenticator app is off.',
  notOn: 'The authenticator app is not on.',
  /** Settings: the card, its state and its dialogs. */
  cardTitle: 'Authenticator app',
  cardLead:
    'Sign in with a code from an app on your phone as well as your password or emailed code, and use it to confirm protected changes.',
  statusOn: (codesLeft: number) => `On. ${codesLeft} recovery ${codesLeft === 1 ? 'code' : 'codes'} left.`,
  statusOff: 'Off.',
  setupTitle: 'Set up the authenticator app',
  scanLead:
    'Scan this QR code with your authenticator app (or type the setup key into it), then enter the 6-digit code it shows.',
  codesTitle: 'Your recovery codes',
  codesLead:
    'Each code signs you in once if you lose your phone. They are shown only now: copy or download them and keep them somewhere safe.',
  codesCopied: 'Recovery codes copied',
  turnOffTitle: 'Turn off the authenticator app',
  turnOffLead:
    'Signing in will need only your password or an emailed code. Your recovery codes stop working.',
  /** The step-up dialog with the app on. */
  stepUpAppLead: `Enter the 6-digit code of your authenticator app, or a recovery code. You will not be asked again for ${STEP_UP_MINUTES} minutes.`,
  useApp: 'Use my authenticator app',
  useEmail: 'Email me a code instead',
} as const;
