import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { zContentLanguage, type ContentLanguage } from '@mvno/contracts/api/content-versions';
import { preferredLanguage } from '@mvno/contracts/locales/catalogue';
import { MESSAGES } from '@mvno/contracts/messages';
import { AppError, toFieldErrors } from '../../../errors';
import { sendPrepared } from '../../../http/prepared-answer';
import type { ContentKind, ContentService } from '../services/content-service';

const zContentQuery = z.object({ populate: z.string().optional(), locale: zContentLanguage.optional() });
const SLUG = /^([a-z0-9-]+?)-(footer|meta-datas|carrier-helps|faqs|banners|legal-pages)$/;

/**
 * The built-in content service: `GET /api/{product}-footer?populate=deep`,
 * `GET /api/{product}-meta-datas?populate=*`, `GET /api/{product}-carrier-helps?populate=*`,
 * `GET /api/{product}-faqs?populate=*`, `GET /api/{product}-banners?populate=*` and
 * `GET /api/{product}-legal-pages?populate=*`.
 * Relations are always populated, so `populate` is accepted and has no further effect. Answers
 * carry an ETag: a conditional GET of an unchanged answer is a 304. The language is Strapi's
 * `locale` parameter, else the request's `Accept-Language` (decision 066); the answer is in
 * English where that language has no published version, each entry naming its `locale`.
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
    let language: ContentLanguage = query.data.locale ?? 'en-US';
    if (!query.data.locale) {
      const wanted = request.headers['accept-language'];
      // The answer differs by the header only when no locale is named.
      void reply.header('vary', 'accept-language');
      if (wanted) language = preferredLanguage(wanted);
    }
    return sendPrepared(request, reply, await content.get(kind as ContentKind, product, language));
  });
}
