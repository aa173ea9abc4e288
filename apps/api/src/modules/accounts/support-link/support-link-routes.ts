import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { exchangeSupportLink } from '@mvno/contracts/api/auth';
import { MESSAGES } from '@mvno/contracts/messages';
import { AppError } from '../../../errors';
import type { Router } from '../../../http/router';
import { safeEqual } from '../../../lib/secret-tokens';
import type { AuthUser } from '../accounts-types';
import { clientOf } from '../sign-in/client-info-routes';
import type { SupportSignInService } from './support-sign-in-service';

export const SUPPORT_TOOL_PATH = '/internal/support-links';
export const SUPPORT_TOOL_HEADER = 'x-support-tool-key';

/** The customer's side of a support sign-in link: the single-use token opens an assisted session. */
export function registerSupportLinkExchange(
  router: Router<AuthUser>,
  supportSignIn: SupportSignInService,
): void {
  router.add(exchangeSupportLink, ({ body, request }) =>
    supportSignIn.exchange(body.token, clientOf(request)),
  );
}

const zBody = z.object({ email: z.string().trim().min(3).max(320) });

/**
 * Lets `npm run crm-link` ask a running server for a link: the embedded database (PGlite)
 * may be opened by one process only. The key is derived from JWT_SECRET, so whoever holds it
 * could mint sessions anyway; without it the path does not exist (404).
 */
export async function registerSupportLinkRoutes(
  app: FastifyInstance,
  supportSignIn: SupportSignInService,
  toolKey: string,
): Promise<void> {
  app.post(SUPPORT_TOOL_PATH, async (request) => {
    const key = request.headers[SUPPORT_TOOL_HEADER];
    if (typeof key !== 'string' || !safeEqual(key, toolKey)) {
      throw new AppError('NOT_FOUND', MESSAGES.api.notFound);
    }
    const body = zBody.safeParse(request.body);
    if (!body.success) throw new AppError('BAD_REQUEST', MESSAGES.api.validation);
    const link = await supportSignIn.createLink(body.data.email);
    return { url: link.url, expiresAt: link.expiresAt.toISOString() };
  });
}
