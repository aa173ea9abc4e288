/**
 * HTTP face of the sandbox provider: its hosted card page and the page's own CSS and JS.
 * It is the provider's "website", separate from the shop's pages and outside /app.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SANDBOX_CSS, SANDBOX_JS } from './sandbox-assets';
import { readValues, type SandboxValues } from './sandbox-form';
import { renderCardPage, renderGonePage, SANDBOX_ASSETS_PATH } from './sandbox-page';
import { SANDBOX_PAGE_PATH, type SandboxProvider } from './sandbox-provider';

export type SandboxPageOptions = { merchant: string; homeUrl: string };

const EMPTY: SandboxValues = { cardholderName: '', number: '', expiry: '', cvv: '' };

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/** The page posts to itself and then sends the browser back to the shop's return URL. */
function pageHeaders(reply: FastifyReply, returnUrl: string): FastifyReply {
  const formAction = ["'self'", originOf(returnUrl)].filter(Boolean).join(' ');
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    );
}

export async function registerSandboxRoutes(
  app: FastifyInstance,
  sandbox: SandboxProvider,
  options: SandboxPageOptions,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(`${SANDBOX_ASSETS_PATH}/sandbox.css`, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(SANDBOX_CSS),
    );
    scope.get(`${SANDBOX_ASSETS_PATH}/sandbox.js`, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(SANDBOX_JS),
    );

    scope.get<{ Params: { sessionId: string } }>(
      `${SANDBOX_PAGE_PATH}/:sessionId`,
      async (request, reply) => {
        const { sessionId } = request.params;
        const session = await sandbox.findOpenSession(sessionId);
        if (!session)
          return pageHeaders(reply, options.homeUrl).status(404).send(renderGonePage(options.homeUrl));
        const model = {
          sessionId,
          merchant: options.merchant,
          cancelUrl: session.cancelUrl,
          values: EMPTY,
          errors: {},
        };
        return pageHeaders(reply, session.cancelUrl).send(renderCardPage(model));
      },
    );

    scope.post<{ Params: { sessionId: string } }>(
      `${SANDBOX_PAGE_PATH}/:sessionId`,
      async (request, reply) => {
        const { sessionId } = request.params;
        const session = await sandbox.findOpenSession(sessionId);
        const values = readValues(request.body);
        const outcome = session ? await sandbox.submitCard(sessionId, values) : ({ kind: 'gone' } as const);
        if (outcome.kind === 'redirect')
          return reply.header('cache-control', 'no-store').redirect(outcome.url, 303);
        if (outcome.kind === 'gone' || !session) {
          return pageHeaders(reply, options.homeUrl).status(404).send(renderGonePage(options.homeUrl));
        }
        const model = {
          sessionId,
          merchant: options.merchant,
          cancelUrl: session.cancelUrl,
          values,
          errors: outcome.errors,
        };
        return pageHeaders(reply, session.cancelUrl).status(400).send(renderCardPage(model));
      },
    );
  });
}
