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
