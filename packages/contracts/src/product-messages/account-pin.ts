import { ACCOUNT_PIN_MAX_DIGITS, ACCOUNT_PIN_MIN_DIGITS } from '../product-constants/accounts';

/** The account PIN: what the customer reads to support when the mailed code cannot reach them. */
export const accountPin = {
  cardTitle: 'Account PIN',
  cardLead:
    'If you contact support and cannot read the code we email you (a lost phone, say), read this PIN to the agent instead. Support asks for it only when you contact us.',
  statusSet: 'Set.',
  statusNotSet: 'Not set.',
  pinLabel: 'New PIN',
  pinField: `Enter ${ACCOUNT_PIN_MIN_DIGITS} to ${ACCOUNT_PIN_MAX_DIGITS} digits`,
  pinWeak: 'Choose a PIN that is not one digit repeated or a run such as 1234',
  setTitle: 'Set your account PIN',
  changeTitle: 'Change your account PIN',
  removeTitle: 'Remove your account PIN',
  removeLead: 'Support will then verify you only with a code mailed to your email of record.',
  saved: 'Your account PIN is saved. We emailed you about the change.',
  removed: 'Your account PIN is removed. We emailed you about the change.',
  notSet: 'You have no account PIN.',
} as const;
