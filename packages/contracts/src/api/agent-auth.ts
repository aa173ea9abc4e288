/**
 * Support agents' sign-in (docs/decisions/012-support-chat.md): accounts with the agent role,
 * made by `npm run create-agent`, sign in with their password and then a code mailed to them.
 * The agent session is a token of its own kind: customer calls refuse it and agent calls refuse
 * a customer's token.
 */
import { z } from 'zod';
import { zEmail, zPassword } from '../fields';
import { zMessageResponse, zOtpCode } from './auth';
import { defineEndpoint } from './common';
import { STAFF_PERMISSIONS, STAFF_ROLES } from '../staff-roles';

/** A staff member (support agent, supervisor, editor or admin) and what their role permits. */
export const zAgent = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
});
export type Agent = z.infer<typeof zAgent>;

export const zAgentSession = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  agent: zAgent,
});
export type AgentSession = z.infer<typeof zAgentSession>;

export const zAgentPasswordForm = z.object({ email: zEmail, password: zPassword });
export const zAgentCodeForm = z.object({ code: zOtpCode });

export const startAgentSignIn = defineEndpoint({
  operationId: 'startAgentSignIn',
  method: 'POST',
  path: '/app/auth/agent/login',
  summary: "An agent's password; a code is mailed and a short-lived challenge answered",
  auth: false,
  body: zAgentPasswordForm,
  response: zMessageResponse.extend({ challenge: z.string() }),
});

export const finishAgentSignIn = defineEndpoint({
  operationId: 'finishAgentSignIn',
  method: 'POST',
  path: '/app/auth/agent/verify',
  summary: 'The challenge and the mailed code; answers an agent session',
  auth: false,
  body: zAgentCodeForm.extend({ challenge: z.string().min(1) }),
  response: zAgentSession,
});

export const zAgentCodeRequest = z.object({ email: zEmail });
export const zAgentCodeSignIn = z.object({ email: zEmail, code: zOtpCode, password: zPassword });

/**
 * The console's other way in (docs/decisions/045), open even past the bound of wrong passwords:
 * a code mailed to the staff address, then the code and the password together.
 */
export const requestAgentCode = defineEndpoint({
  operationId: 'requestAgentCode',
  method: 'POST',
  path: '/app/auth/agent/code',
  summary: 'Mail a sign-in code to a staff address (the same answer for every address)',
  auth: false,
  body: zAgentCodeRequest,
  response: zMessageResponse,
});

export const signInAgentWithCode = defineEndpoint({
  operationId: 'signInAgentWithCode',
  method: 'POST',
  path: '/app/auth/agent/code-login',
  summary: 'The mailed code and the password together; answers an agent session',
  auth: false,
  body: zAgentCodeSignIn,
  response: zAgentSession,
});

export const viewAgent = defineEndpoint({
  operationId: 'viewAgent',
  method: 'GET',
  path: '/app/auth/agent/me',
  summary: 'The signed-in staff member, their role and its permissions',
  auth: true,
  session: 'agent',
  permission: 'staff.session',
  response: zAgent,
});

export const endAgentSession = defineEndpoint({
  operationId: 'endAgentSession',
  method: 'POST',
  path: '/app/auth/agent/logout',
  summary: "End every session of the agent's account",
  auth: true,
  session: 'agent',
  permission: 'staff.session',
  response: zMessageResponse,
});
