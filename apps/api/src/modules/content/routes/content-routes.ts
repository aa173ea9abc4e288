import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '@mvno/contracts/messages';
import { AppError, toFieldErrors } from '../../../errors';
import { sendPrepared } from '../../../http/prepared-answer';
import type { ContentKind, ContentService } from '../services/content-service';

const zContentQuery = z.object({ populate: z.string().optional() });
const SLUG = /^([a-z0-9-]+?)-(footer|meta-datas|carrier-helps|faqs|banners|legal-pages)$/;

/**
 * The built-in content service: `GET /api/{product}-footer?populate=deep`,
 * `GET /api/{product}-meta-datas?populate=*`, `GET /api/{product}-carrier-helps?populate=*`,
 * `GET /api/{product}-faqs?populate=*`, `GET /api/{product}-banners?populate=*` and
 * `GET /api/{product}-legal-pages?populate=*`.
 * Relations are always populated, so `populate` is accepted and has no further effect. Answers
 * carry an ETag: a conditional GET of an unchanged answer is a 304.
 */
export async function registerContentRoutes(app: FastifyInstance, content: ContentService): Promise<void> {
  app.get<{ Params: { slug: string } }>('/api/:slug', async (request, reply) => {
    const query = zContentQuery.safeParse(request.query);
    if (!query.success) {
      throw new AppError('VALIDATION', MESSAGES.api.validation, { fieldErrors: toFieldErrors(query.error) });
    }
    const match = SLUG.exec(request.params.slug);
    if (!match) throw new AppError('NOT_FOUND', MESSAGES.api.notFound);
    const [, product = '', kind] = match;
    return sendPrepared(request, reply, await content.get(kind as ContentKind, product));
  });
}
