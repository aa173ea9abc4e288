/** The devices signed in to the account (Settings, Sessions): list, sign out one, sign out the others. */
import { z } from 'zod';
import { zMessageResponse } from './auth';
import { defineEndpoint } from './common';
import { zPathId } from './path-params';
import { sessions as sessionMessages } from '../product-messages/sessions';

export const zDeviceSession = z.object({
  id: z.string(),
  /** The session of the device asking. */
  current: z.boolean(),
  /** A support agent's session (support sign-in). */
  assisted: z.boolean(),
  /** Browser and version, from the user agent ("Chrome 131"); null when it cannot be told. */
  browser: z.string().nullable(),
  /** Operating system ("macOS", "Android 14"); null when it cannot be told. */
  os: z.string().nullable(),
  /** desktop, mobile, tablet or null. */
  deviceType: z.string().nullable(),
  /** An approximate place; null when not known (no location source is configured). */
  location: z.string().nullable(),
  signedInAt: z.iso.datetime({ offset: true }),
  lastActiveAt: z.iso.datetime({ offset: true }),
  /**
   * Of a support session: the calls it made ("POST /app/checkout/quote"), newest first, at most
   * ASSISTED_CALLS_LISTED. Absent for the customer's own sessions.
   */
  supportCalls: z.array(z.object({ call: z.string(), at: z.iso.datetime({ offset: true }) })).optional(),
});
export type DeviceSession = z.infer<typeof zDeviceSession>;

export const listSessions = defineEndpoint({
  operationId: 'listSessions',
  method: 'GET',
  path: '/app/users/sessions',
  summary: 'The signed-in devices of the user: this one first, then by last activity',
  auth: true,
  response: z.object({ sessions: z.array(zDeviceSession) }),
});

export const endDeviceSession = defineEndpoint({
  operationId: 'endDeviceSession',
  method: 'DELETE',
  path: '/app/users/sessions/:id',
  params: z.object({ id: zPathId(sessionMessages.sessionNotFound) }),
  summary: "Sign out one device (its next call answers 401); another customer's session is 404",
  auth: true,
  refusesAssisted: 'service',
  response: zMessageResponse,
});

export const endOtherSessions = defineEndpoint({
  operationId: 'endOtherSessions',
  method: 'POST',
  path: '/app/users/sessions/end-others',
  summary: 'Sign out every device but this one',
  auth: true,
  refusesAssisted: 'service',
  response: zMessageResponse.extend({ ended: z.number().int() }),
});
