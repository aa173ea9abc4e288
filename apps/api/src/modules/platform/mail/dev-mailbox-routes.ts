import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '@mvno/contracts/messages';
import type { MailboxService } from './mailbox-service';
import { renderMailboxPage } from './mailbox-page';

const PAGE_SIZE = 100;
const zQuery = z.object({
  to: z.string().trim().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE).default(20),
});

/**
 * Outside production: /dev/mailbox (a page for people) and /dev/mailbox.json (for browser
 * tests) show the outbox. In production both answer 404, even when the web app is served.
 */
export async function registerDevMailboxRoutes(
  app: FastifyInstance,
  mailbox: MailboxService,
  options: { isProduction: boolean; brandName: string },
): Promise<void> {
  if (options.isProduction) {
    const notFound = async (_request: unknown, reply: FastifyReply) =>
      reply.status(404).send({ message: MESSAGES.api.notFound });
    app.get('/dev/mailbox', notFound);
    app.get('/dev/mailbox.json', notFound);
    return;
  }
  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await mailbox.listNewest(PAGE_SIZE);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderMailboxPage(mails, options.brandName));
  });
  app.get('/dev/mailbox.json', async (request, reply) => {
    const query = zQuery.safeParse(request.query);
    if (!query.success) return reply.status(400).send({ message: MESSAGES.api.validation });
    const mails = await mailbox.listNewest(query.data.limit, query.data.to);
    reply.header('cache-control', 'no-store');
    return {
      mails: mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })),
    };
  });
}
