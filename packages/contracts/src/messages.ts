/**
 * Every user-visible text of SPEC §8 (error catalogue) and the fixed texts of SPEC §2 that
 * other packages need. Texts are copied verbatim from the spec, typos included
 * ("atleast", "Password changes!"): do not "fix" them.
 */

/**
 * Example address shown in the invalid-email message. SPEC §8 writes the message as
 * 'Please enter a valid email address. Example: {email}', where `{email}` is a placeholder
 * (same notation as '{rule} validation failed on {field}'), so the displayed text fills it in.
 */
export const EMAIL_EXAMPLE = 'name@example.com';

/** The invalid-email message exactly as SPEC §8 writes it, placeholder included. */
export const INVALID_EMAIL_TEMPLATE = 'Please enter a valid email address. Example: {email}';

/** Fills the `{email}` placeholder of {@link INVALID_EMAIL_TEMPLATE}. */
export function invalidEmailMessage(example: string = EMAIL_EXAMPLE): string {
  return INVALID_EMAIL_TEMPLATE.replace('{email}', example);
}

/** SPEC §8: the default schema message is '{rule} validation failed on {field}'. */
export function defaultSchemaMessage(rule: string, field: string): string {
  return `${rule} validation failed on ${field}`;
}

export const MESSAGES = {
  // Notifications (SPEC §8)
  defaultError: 'An unexpected error occurred',
  defaultSuccess: 'Success!',

  // Client-side messages (SPEC §8), in catalogue order
  enterMessage: 'Please enter a message',
  enterPinPassword: 'Please enter your PIN Password',
  enterBillingAccount: 'Please enter Billing Account Number',
  invalidPortInNumber: 'Please enter a valid Number',
  enterPortInNumber: 'Please enter Port In Number',
  /** Displayed text: the spec template with `{email}` filled with {@link EMAIL_EXAMPLE}. */
  invalidEmail: invalidEmailMessage(),
  /** The same message exactly as written in SPEC §8 (placeholder not filled). */
  invalidEmailTemplate: INVALID_EMAIL_TEMPLATE,
  invalidPasswordFormat:
    'Invalid password format. Passwords should be at least 6 characters long and contain one capital letter and one number and one symbol',
  enterCurrentPassword: 'Please enter your current password',
  enterYourPassword: 'Please enter your password',
  enterNewPassword: 'Please enter a new password',
  confirmPassword: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  enterAPassword: 'Please enter a password',
  enterCardholderName: 'Please enter card holder name',
  enterCardNumber: 'Please enter card number',
  cardNumberTooShort: 'Card number must be atleast 12 digits',
  enterExpiry: 'Please enter expiry date',
  invalidExpiry: 'Please enter a valid expiry date',
  enterCvv: 'Please enter cvv',
  invalidCvv: 'Please enter a valid cvv',
  enterName: 'Please enter your name',
  enterAddress: 'Please enter your address',
  enterCity: 'Please enter city',
  enterZipCode: 'Please enter 5 digit ZIP Code',
  selectCountry: 'Please select country',
  enterCode: 'Enter code',
  enterPhoneNumber: 'Please enter your phone number',
  invalidPhoneNumber: 'Please enter a valid phone number',
  enterFirstName: 'Please enter your first name',
  enterLastName: 'Please enter your last name',
  enterImei: 'Please enter IMEI',
  invalidImei: 'IMEI should be 15 digits',
  enterIccid: 'Please enter ICCID number',
  invalidIccid: 'ICCID number should be 18-22 digits',
  enterSimNumber: 'Please enter sim number',
  invalidSimNumber: 'sim number should be 18-22 digits',
  enterYourNumber: 'Please enter your number',
  invalidYourNumber: 'Please enter a valid number',
  enterStreetNumber: 'Please enter street number',
  enterStreetName: 'Please enter street name',
  selectState: 'Please select a state',
  addNickname: 'Please add a nickname',

  // Card saving (SPEC §8 / §4)
  cardSaved: 'Your card was saved successfully!',
  cardSaveFailed: 'Something went wrong while saving your card, please try again',

  // Email change (SPEC §7, resend/otp)
  codeResent: 'Code Re-sent! Please enter the new code',

  // Failure dialog button (SPEC §8)
  tryAgain: 'Try again',

  // Messages produced by our own API server
  api: {
    missingApiKey: 'A valid application API key is required',
    badCompanyCode: 'A valid company code for the web channel is required',
    badOperatorId: 'Operator id must be 19',
    notFound: 'Not found',
    validation: 'Some fields need your attention',
    internal: 'An unexpected error occurred',
    unauthorized: 'Please log in to continue',
    tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
    controlCharacters: 'Please remove the special characters from this field',
    badUrl: 'This address is not valid',
    uriTooLong: 'This address is too long',
    unavailable: 'We are having a short technical break. Please try again in a few seconds.',
  },
} as const;

/** SPEC §8 failure dialog variants; the button is {@link MESSAGES.tryAgain}. */
export const FAILURE_DIALOG = {
  payment: { title: 'Payment Failed', text: 'Please try again!' },
  failed: { title: 'Oops!', text: 'This number is not eligible for port-in.' },
  default: { title: 'That Failed...', text: 'Something went wrong. Please try again!' },
} as const;

export type FailureDialogVariant = keyof typeof FAILURE_DIALOG;

/** SPEC §2 result modal, by selection. */
export const RESULT_MODAL = {
  payment: { title: 'Payment Successful', text: 'Thank You', button: 'To Dashboard' },
  password: { title: 'Password changes!' },
  portIn: { title: 'Good News! Your number is eligible for port-in', button: 'Continue' },
} as const;

export type ResultModalSelection = keyof typeof RESULT_MODAL;

/** SPEC §2 payment section of the dashboard. */
export const PAYMENT_TEXTS = {
  title: 'Payment',
  noSavedCards: 'No saved cards',
  tapToAdd: 'Tap below to add one',
  addCard: 'Add a card',
  noOrderHistory: 'No order history',
  deleteCardTitle: 'Delete Card?',
  confirmDelete: 'Yes, Delete',
  cancel: 'Cancel',
  primary: 'Primary',
  setAsPrimary: 'Set as primary',
  delete: 'Delete',
} as const;

/** SPEC §4 email change: the control that sends a new code once the wait is over. */
export const EMAIL_CHANGE_TEXTS = {
  resendCode: 'Re-send code',
} as const;

/** SPEC §2 port-in modal texts. */
export const PORT_IN_MODAL = {
  title: "Let's port in your number",
  resubmitTitle: 'Re-submit port-in',
  resubmitText: 'Make sure the details are correct & click Re-submit',
  resubmit: 'Re-submit',
  save: 'Save',
  cancel: 'Cancel',
} as const;
