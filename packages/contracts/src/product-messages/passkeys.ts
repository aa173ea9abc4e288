import {
  PASSKEY_NAME_MAX_LENGTH,
  PASSKEYS_PER_USER,
  SIGN_INS_SHOWN,
  STEP_UP_MINUTES,
} from '../product-constants/accounts';

/** Passkeys (WebAuthn): Settings, the passwordless sign-in and the step-up (docs/decisions/030). */
export const passkeys = {
  cardTitle: 'Passkeys',
  cardLead:
    'Sign in with your fingerprint, face or screen lock instead of a password, and use it to confirm protected changes.',
  none: 'You have no passkeys yet.',
  /** The card's button, the dialog's title and its confirm button. */
  add: 'Add a passkey',
  addLead:
    'Give the passkey a name you will recognise, then follow what your browser or phone asks. Adding one does not change your password.',
  nameRequired: 'Enter a name for the passkey',
  nameTooLong: `Use at most ${PASSKEY_NAME_MAX_LENGTH} characters`,
  added: 'Your passkey was added. You can now sign in with it.',
  removed: 'The passkey was removed.',
  removeTitle: (name: string) => `Remove the passkey "${name}"?`,
  removeLead:
    'You will no longer be able to sign in or confirm changes with it. Your password stays the same.',
  notFound: 'Passkey not found',
  alreadyAdded: 'This passkey is already on your account.',
  tooMany: `You can keep at most ${PASSKEYS_PER_USER} passkeys. Remove one first.`,
  /** A ceremony whose answer did not check out (wrong challenge, origin, signature, counter, expired). */
  notVerified: 'This passkey could not be checked. Please try again.',
  signInFailed:
    'This passkey could not sign you in. Try again, or sign in with your password or an emailed code.',
  /** The browser's own refusal while adding a passkey (the customer cancelled it). */
  cancelled: 'No passkey was used. Try again when you are ready.',
  /**
   * The browser's own refusal while signing in or confirming with a passkey: the customer cancelled,
   * or the browser had no passkey of this account to offer (one kept only on another device, or
   * one that cannot be found without the account's name), which trying again cannot change.
   */
  notUsed:
    'No passkey was used. If your browser offered none, it holds no passkey for this account: sign in with your password or an emailed code instead.',
  unsupported: 'This browser cannot use passkeys. Sign in with your password or an emailed code.',
  signInButton: 'Sign in with a passkey',
  /** The step-up dialog with a passkey. */
  stepUpLead: `Use your passkey to confirm it is you. You will not be asked again for ${STEP_UP_MINUTES} minutes.`,
  usePasskey: 'Use my passkey',
} as const;

/** Settings, Security: the account's protection in one place, and where it was signed in from. */
export const security = {
  cardTitle: 'Security',
  cardLead: 'How your account is protected, and where it was signed in to recently.',
  secondFactorOn: 'Authenticator app: on',
  secondFactorOff: 'Authenticator app: off',
  passkeyCount: (count: number) => (count === 0 ? 'Passkeys: none' : `Passkeys: ${count}`),
  devicesSignedIn: (count: number) => `Devices signed in: ${count}`,
  numberLockOn: (number: string) => `Number Lock on ${number}: on`,
  numberLockOff: (number: string) => `Number Lock on ${number}: off`,
  recentTitle: 'Recent sign-ins',
  recentLead: `The last ${SIGN_INS_SHOWN} sign-ins to your account. "Place" is the network the sign-in came from, not an exact location.`,
  noSignIns: 'No sign-ins yet.',
  /** Places of a sign-in whose network means nothing to the customer (loopback, private ranges). */
  placeThisComputer: 'This computer',
  placePrivateNetwork: 'Private network',
  methods: {
    password: 'Password',
    code: 'Emailed code',
    passkey: 'Passkey',
    registration: 'Account created',
    support: 'Support sign-in',
  },
} as const;
