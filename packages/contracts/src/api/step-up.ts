/**
 * Step-up: the session proves a second factor again before a protected change (`stepUp: true`
 * endpoints). Proofs: a code emailed to the address of record; an authenticator app and a passkey
 * join the list of `methods` when the customer has set them up.
 */
import { z } from 'zod';
import { zEmailCode, zSecondFactorCode } from '../fields';
import { zMessageResponse } from './auth';
import { defineEndpoint } from './common';

export const zStepUpMethod = z.enum(['passkey', 'totp', 'email']);
export type StepUpMethod = z.infer<typeof zStepUpMethod>;

export const zStepUpStatus = z.object({
  /** The proofs this customer can give, the preferred first. */
  methods: z.array(zStepUpMethod),
  /** Where an emailed code goes, masked (`g***@example.com`). */
  maskedEmail: z.string(),
  /** Until when this session may make protected changes; null when it must prove first. */
  validUntil: z.iso.datetime({ offset: true }).nullable(),
});
export type StepUpStatus = z.infer<typeof zStepUpStatus>;

export const getStepUpStatus = defineEndpoint({
  operationId: 'getStepUpStatus',
  method: 'GET',
  path: '/app/users/step-up',
  summary: 'Whether this session proved a second factor recently, and which proofs it can give',
  auth: true,
  response: zStepUpStatus,
});

export const requestStepUpCode = defineEndpoint({
  operationId: 'requestStepUpCode',
  refusals: [429],
  method: 'POST',
  path: '/app/users/step-up/email-code',
  summary: 'Email a step-up code to the address of record (not sooner than 30 seconds after the last)',
  auth: true,
  refusesAssisted: 'service',
  response: zMessageResponse,
});

export const confirmStepUpWithEmailCode = defineEndpoint({
  operationId: 'confirmStepUpWithEmailCode',
  method: 'POST',
  path: '/app/users/step-up/email',
  summary: 'Prove a second factor for this session with the emailed code',
  auth: true,
  refusesAssisted: 'service',
  body: z.object({ otp: zEmailCode }),
  response: zMessageResponse.extend({ validUntil: z.iso.datetime({ offset: true }) }),
});

export const confirmStepUpWithTotp = defineEndpoint({
  operationId: 'confirmStepUpWithTotp',
  method: 'POST',
  path: '/app/users/step-up/totp',
  summary:
    'Prove a second factor for this session with the authenticator app, or a recovery code (used once)',
  auth: true,
  refusesAssisted: 'service',
  body: z.object({ code: zSecondFactorCode }),
  response: zMessageResponse.extend({ validUntil: z.iso.datetime({ offset: true }) }),
});
