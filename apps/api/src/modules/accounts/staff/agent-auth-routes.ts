import {
  endAgentSession,
  finishAgentSignIn,
  requestAgentCode,
  signInAgentWithCode,
  startAgentSignIn,
  viewAgent,
} from '@mvno/contracts/api/agent-auth';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '@mvno/contracts/messages';
import { STAFF_ROLES } from '@mvno/contracts/staff-roles';
import { AppError } from '../../../errors';
import type { Router } from '../../../http/router';
import { safeEqual } from '../../../lib/secret-tokens';
import type { AuthUser } from '../accounts-types';
import { toAgent, type AgentSignInService } from './agent-sign-in-service';
import { SUPPORT_TOOL_HEADER } from '../support-link/support-link-routes';
import type { StaffInvitationService } from './staff-invitation-service';

/** Support agents' sign-in (password, then a mailed code) and their session. */
export function registerAgentAuthRoutes(router: Router<AuthUser>, agents: AgentSignInService): void {
  router.add(startAgentSignIn, ({ body, request }) => agents.start(body.email, body.password, request.ip));
  router.add(finishAgentSignIn, ({ body, request }) => agents.finish(body.challenge, body.code, request.ip));
  router.add(requestAgentCode, ({ body, request }) => agents.requestCode(body.email, request.ip));
  router.add(signInAgentWithCode, ({ body, request }) =>
    agents.signInWithCode(body.email, body.code, body.password, request.ip),
  );
  router.add(viewAgent, async ({ user }) => toAgent(user));
  router.add(endAgentSession, ({ user }) => agents.logout(user));
}

export const AGENT_TOOL_PATH = '/internal/agents';

const zBody = z.object({
  email: z.email().max(320),
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().min(1).max(60),
  role: z.enum(STAFF_ROLES).default('agent'),
});

/**
 * Lets `npm run create-agent` ask a running server (the embedded database belongs to it), with
 * the same derived key as the support-link tool; without the key the path does not exist.
 */
export function registerAgentToolRoutes(
  app: FastifyInstance,
  invitations: Pick<StaffInvitationService, 'createAgent'>,
  toolKey: string,
): void {
  app.post(AGENT_TOOL_PATH, async (request) => {
    const key = request.headers[SUPPORT_TOOL_HEADER];
    if (typeof key !== 'string' || !safeEqual(key, toolKey)) {
      throw new AppError('NOT_FOUND', MESSAGES.api.notFound);
    }
    const body = zBody.safeParse(request.body);
    if (!body.success) throw new AppError('BAD_REQUEST', MESSAGES.api.validation);
    const { email, role, ...names } = body.data;
    const result = await invitations.createAgent(email, names, role);
    return { ...result, expiresAt: result.expiresAt.toISOString() };
  });
}
