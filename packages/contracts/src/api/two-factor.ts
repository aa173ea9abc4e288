/**
 * The authenticator app (TOTP) as a second factor, with single-use recovery codes (decision 026).
 * Setting it up and turning it off need a step-up, so a borrowed session cannot add its own app.
 */
import { z } from 'zod';
import { twoFactor } from '../product-messages/step-up';
import { zMessageResponse } from './auth';
import { defineEndpoint } from './common';

export const getTwoFactor = defineEndpoint({
  operationId: 'getTwoFactor',
  method: 'GET',
  path: '/app/users/two-factor',
  summary: 'Whether the authenticator app is on, and how many recovery codes are left',
  auth: true,
  response: z.object({ totp: z.boolean(), recoveryCodesLeft: z.number().int() }),
});

export const startTotpSetup = defineEndpoint({
  operationId: 'startTotpSetup',
  refusals: [409],
  method: 'POST',
  path: '/app/users/two-factor/totp/setup',
  summary: 'A new authenticator app secret to scan (step-up); it works once confirmed with a code',
  auth: true,
  refusesAssisted: 'service',
  stepUp: true,
  response: z.object({
    /** Base32, for typing into the app. */
    secret: z.string(),
    /** `otpauth://totp/...`, shown as a QR code. */
    otpauthUrl: z.string(),
  }),
});

export const confirmTotpSetup = defineEndpoint({
  operationId: 'confirmTotpSetup',
  refusals: [409],
  method: 'POST',
  path: '/app/users/two-factor/totp/confirm',
  summary: 'Turn the authenticator app on with a code from it; answers the recovery codes, shown once',
  auth: true,
  refusesAssisted: 'service',
  body: z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, twoFactor.enterAppCode),
  }),
  response: zMessageResponse.extend({ recoveryCodes: z.array(z.string()) }),
});

export const turnOffTotp = defineEndpoint({
  operationId: 'turnOffTotp',
  method: 'POST',
  path: '/app/users/two-factor/totp/off',
  summary: 'Turn the authenticator app off (step-up); its recovery codes stop working',
  auth: true,
  refusesAssisted: 'service',
  stepUp: true,
  response: zMessageResponse,
});
