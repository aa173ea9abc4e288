import { EMAIL_CODE_LENGTH } from '../constants';
import { VERIFICATION_CODE_MINUTES } from '../product-constants/accounts';

export const profile = {
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
} as const;
