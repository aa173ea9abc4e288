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

const EDIT_FORMS = [zEditNameForm, zEditAddressForm, zEditEmailForm, zEditPhoneForm] as const;

/** The four bodies of `/app/users/edit`. */
export type EditProfileBody = z.output<(typeof EDIT_FORMS)[number]>;
export type EditProfileBodyInput = z.input<(typeof EDIT_FORMS)[number]>;

/** The form whose keys include every key of the body; none for an empty body or one mixing forms. */
function formOf(value: unknown): (typeof EDIT_FORMS)[number] | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length === 0) return undefined;
  return EDIT_FORMS.find((form) => keys.every((key) => key in form.shape));
}

/** The document's view of the body: exactly one of the four forms. */
function documentedForms(): Record<string, unknown> {
  const union = z.union(EDIT_FORMS);
  const schema = z.toJSONSchema(union, { io: 'input', target: 'draft-2020-12' }) as Record<string, unknown>;
  return { oneOf: schema.anyOf };
}

/**
 * Exactly one of: name, address, email (starts the email change) or phone, told apart by the
 * body's keys. The form is picked first, then checked, so a body of one form gets every field
 * error at its field (a missing field too); a body mixing forms, with an unknown key or with no
 * key, is refused as a whole (`body`).
 */
export const zEditProfileBody = z
  .unknown()
  .transform((value, ctx): EditProfileBody => {
    const form = formOf(value);
    if (!form) {
      ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.profile.editVariant, path: [] });
      return z.NEVER;
    }
    const result = form.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  })
  .meta({
    description:
      'One of four forms, told apart by their keys: {firstName, lastName}; {streetNumber, streetDirection?, ' +
      'streetName, city, state, zipCode}; {email, currentPassword} (emails a code to the new address; ' +
      'the email changes once the code is confirmed); {phoneNumber: {countryCode, contactNumber}} ' +
      '(stored in E.164 form). A body mixing forms or with unknown keys is refused.',
    ...documentedForms(),
  }) as unknown as z.ZodType<EditProfileBody, EditProfileBodyInput>;

/** The answer of every edit: the message to show and the user as it is now. */
export const zEditProfileResponse = zMessageResponse.extend({ user: zUserInfo });
export type EditProfileResponse = z.infer<typeof zEditProfileResponse>;

const editSummary = 'Edit the name, the address or the phone number, or start an email change';

export const editProfile = defineEndpoint({
  operationId: 'editProfile',
  refusals: [429],
  method: 'PUT',
  path: '/app/users/edit',
  summary: editSummary,
  auth: true,
  refusesAssisted: 'service',
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
  refusesAssisted: 'service',
  body: zEditProfileBody,
  response: zEditProfileResponse,
});

export const confirmEmailChange = defineEndpoint({
  operationId: 'confirmEmailChange',
  method: 'POST',
  path: '/app/users/validate-otp-update-email',
  summary: 'Confirm the new email address with the code sent to it',
  auth: true,
  refusesAssisted: 'service',
  body: zEmailCodeForm,
  response: zEditProfileResponse,
});

export const resendEmailChangeCode = defineEndpoint({
  operationId: 'resendEmailChangeCode',
  refusals: [429],
  method: 'POST',
  path: '/app/users/resend/otp',
  summary: 'Send a new code to the new email address (not sooner than 30 seconds after the last)',
  auth: true,
  refusesAssisted: 'service',
  body: z.object({ email: zEmail }),
  response: zMessageResponse,
});
