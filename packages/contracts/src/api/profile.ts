/**
 * Profile editing (SPEC §2 dialogs, §4 email change, §7 calls). `/app/users/edit` takes one of
 * four bodies, told apart by their keys (an exclusive union of strict objects; see
 * docs/decisions/011-profile-and-security.md).
 */
import { z } from 'zod';
import { zUserInfo } from '../entities';
import { zEmail } from '../fields';
import { zEditAddressForm, zEditEmailForm, zEditNameForm, zEditPhoneForm, zEmailCodeForm } from '../forms';
import { PRODUCT_MESSAGES } from '../product-messages';
import { zMessageResponse } from './auth';
import { defineEndpoint } from './common';

/**
 * Exactly one of: name, address, email (starts the email change) or phone. A body mixing the
 * forms, or with none of them, is refused as a whole (`body`); a body of one form gets its
 * field errors at its fields.
 */
export const zEditProfileBody = z
  .union([zEditNameForm, zEditAddressForm, zEditEmailForm, zEditPhoneForm], {
    error: PRODUCT_MESSAGES.profile.editVariant,
  })
  .meta({
    description:
      'One of four forms, told apart by their keys: {firstName, lastName}; {streetNumber, streetDirection?, ' +
      'streetName, city, state, zipCode}; {email, currentPassword} (emails a code to the new address; ' +
      'the email changes once the code is confirmed); {phoneNumber: {countryCode, contactNumber}} ' +
      '(stored in E.164 form). Unknown keys are refused.',
  });
export type EditProfileBody = z.infer<typeof zEditProfileBody>;

/** The answer of every edit: the message to show and the user as it is now. */
export const zEditProfileResponse = zMessageResponse.extend({ user: zUserInfo });
export type EditProfileResponse = z.infer<typeof zEditProfileResponse>;

const editSummary = 'Edit the name, the address or the phone number, or start an email change';

export const editProfile = defineEndpoint({
  operationId: 'editProfile',
  method: 'PUT',
  path: '/app/users/edit',
  summary: editSummary,
  auth: true,
  body: zEditProfileBody,
  response: zEditProfileResponse,
});

/** SPEC §7 allows PUT or POST: the same call for clients that send POST. */
export const editProfileByPost = defineEndpoint({
  operationId: 'editProfileByPost',
  method: 'POST',
  path: '/app/users/edit',
  summary: `${editSummary} (the same as PUT)`,
  auth: true,
  body: zEditProfileBody,
  response: zEditProfileResponse,
});

export const confirmEmailChange = defineEndpoint({
  operationId: 'confirmEmailChange',
  method: 'POST',
  path: '/app/users/validate-otp-update-email',
  summary: 'Confirm the new email address with the code sent to it',
  auth: true,
  body: zEmailCodeForm,
  response: zEditProfileResponse,
});

export const resendEmailChangeCode = defineEndpoint({
  operationId: 'resendEmailChangeCode',
  method: 'POST',
  path: '/app/users/resend/otp',
  summary: 'Send a new code to the new email address (not sooner than 30 seconds after the last)',
  auth: true,
  body: z.object({ email: zEmail }),
  response: zMessageResponse,
});
