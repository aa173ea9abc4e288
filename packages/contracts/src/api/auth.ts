/**
 * Account calls that SPEC §7 leaves "not shown" (see docs/decisions/005-accounts-and-sessions.md).
 * Every answer about an email address is the same whether or not an account exists for it.
 */
import { z } from 'zod';
import { LOGOUT_PATH } from '../constants';
import { zUserInfo } from '../entities';
import { zEmail, zFirstName, zLastName, zNewPassword, zPassword, zSecondFactorCode } from '../fields';
import { withPasswordConfirmation, zChangePasswordForm, zRegisterPasswordForm } from '../forms';
import { MESSAGES } from '../messages';
import { LOGIN_CODE_LENGTH } from '../product-constants/accounts';
import { PRODUCT_MESSAGES } from '../product-messages';
import { defineEndpoint } from './common';

/**
 * A session token as every session answer carries it (login, registration, code login, support
 * sign-in, the fresh token after a password change). The browser keeps `expiresAt` and `assisted`
 * next to the token and never decodes the token itself.
 */
export const zSessionToken = z.object({
  token: z.string(),
  /** When the token stops being accepted (ISO 8601 date and time). */
  expiresAt: z.iso.datetime({ offset: true }),
  /** Whether a support agent signed in for the customer (a session that must stay visible). */
  assisted: z.boolean(),
});
export type SessionToken = z.infer<typeof zSessionToken>;

export const zSession = zSessionToken.extend({ user: zUserInfo });
export type Session = z.infer<typeof zSession>;

export const zMessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof zMessageResponse>;

/** The emailed login code: OTP_DEFAULT_LENGTH digits. */
export const zOtpCode = z
  .string({ error: MESSAGES.enterCode })
  .trim()
  .regex(new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`), MESSAGES.enterCode);

export const zRegisterBody = withPasswordConfirmation(
  z.object({ firstName: zFirstName, lastName: zLastName, email: zEmail }).extend(zRegisterPasswordForm.shape),
  'regPassword',
  'confirmRegPassword',
);

export const register = defineEndpoint({
  operationId: 'registerAccount',
  refusals: [429],
  method: 'POST',
  path: '/app/auth/register',
  summary: 'Create an account and log in',
  auth: false,
  body: zRegisterBody,
  response: zSession,
});

export const loginWithPassword = defineEndpoint({
  operationId: 'loginWithPassword',
  refusals: [429],
  method: 'POST',
  path: '/app/auth/login',
  summary:
    'Log in with email and password; with the authenticator app on, its code (or a recovery code) too: without it a 401 with the field error `totpCode`',
  auth: false,
  body: z.object({ email: zEmail, password: zPassword, totpCode: zSecondFactorCode.optional() }),
  response: zSession,
});

export const requestLoginCode = defineEndpoint({
  operationId: 'requestLoginCode',
  refusals: [429],
  method: 'POST',
  path: '/app/auth/otp/request',
  summary: 'Email a one-time login code (same answer for unknown addresses)',
  auth: false,
  body: z.object({ email: zEmail }),
  response: zMessageResponse,
});

export const loginWithCode = defineEndpoint({
  operationId: 'loginWithCode',
  refusals: [429],
  method: 'POST',
  path: '/app/auth/otp/verify',
  summary:
    'Log in with an emailed one-time code; with the authenticator app on, its code (or a recovery code) too: without it a 401 with the field error `totpCode` and the emailed code kept',
  auth: false,
  body: z.object({ email: zEmail, code: zOtpCode, totpCode: zSecondFactorCode.optional() }),
  response: zSession,
});

export const logout = defineEndpoint({
  operationId: 'logOut',
  method: 'POST',
  path: LOGOUT_PATH,
  summary: 'End this session (this device only)',
  auth: true,
  assistedMay: 'ends the support session itself',
  response: zMessageResponse,
});

export const forgotPassword = defineEndpoint({
  operationId: 'requestPasswordReset',
  refusals: [429],
  method: 'POST',
  path: '/app/auth/forgot-password',
  summary: 'Email a password reset link (same answer for unknown addresses)',
  auth: false,
  body: z.object({ email: zEmail }),
  response: zMessageResponse,
});

export const zResetPasswordBody = withPasswordConfirmation(
  z
    .object({
      token: z.string().min(1, PRODUCT_MESSAGES.accounts.resetInvalid),
      newPassword: zNewPassword,
    })
    .extend({
      confirmNewPassword: zChangePasswordForm.shape.confirmNewPassword,
    }),
  'newPassword',
  'confirmNewPassword',
);

/**
 * The new password is set; a staff account's answer says it signs in at the console (decision
 * 045), a customer's has no `signInAt`.
 */
export const zResetDone = zMessageResponse.extend({ signInAt: z.literal('console').optional() });
export type ResetDone = z.infer<typeof zResetDone>;

export const resetPassword = defineEndpoint({
  operationId: 'resetPassword',
  method: 'POST',
  path: '/app/auth/reset-password',
  summary: 'Set a new password with a reset link; ends every session',
  auth: false,
  body: zResetPasswordBody,
  response: zResetDone,
});

export const exchangeSupportLink = defineEndpoint({
  operationId: 'exchangeSupportLink',
  method: 'POST',
  path: '/app/auth/crm-login',
  summary: "Exchange a support agent's single-use link for an assisted session",
  auth: false,
  body: z.object({ token: z.string().min(1) }),
  response: zSession,
});
