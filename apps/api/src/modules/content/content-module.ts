/**
 * The built-in content service (footer socials, page metadata), answering in the shape of a
 * Strapi content service because that is what the web app reads (SPEC §7). Its routes are raw
 * Fastify routes: one path pattern serves both contracts.
 */
import type { FastifyInstance } from 'fastify';
import { getCarrierHelp, getFaq, getFooter, getPageMetadata } from '@mvno/contracts/api/content';
import type { Database } from '../../db/client';
import type { PlatformEvents } from '../platform/platform-module';
import { createContentRepository } from './repositories/content-repository';
import { createContentVersionRepository } from './repositories/content-version-repository';
import { registerContentRoutes } from './routes/content-routes';
import { createContentService } from './services/content-service';
import { createFaqService } from './services/faq-service';

/** The topic on which a change of content is announced. */
const CONTENT_TOPIC = 'content';

export function createContentModule({ database, events }: { database: Database; events: PlatformEvents }) {
  const announceChange = () => events.publish(CONTENT_TOPIC, 'changed');
  const faq = createFaqService({
    versions: createContentVersionRepository(database.db),
    changed: async () => {
      content.forget();
      await announceChange();
    },
  });
  const content = createContentService({
    repository: createContentRepository(database.db),
    faq: faq.published,
    feed: events,
    announceChange,
  });
  events.subscribe(CONTENT_TOPIC, content.forget);
  events.onGap(content.forget);
  return {
    name: 'content',
    description:
      'Footer, page metadata, FAQ and carrier help of the built-in content service (Strapi-shaped)',
    documents: [getFooter, getPageMetadata, getCarrierHelp, getFaq],
    register: (app: FastifyInstance) => registerContentRoutes(app, content),
    /** The FAQ's versions as content editors save and publish them (decision 029, Content). */
    faq: { list: faq.list, save: faq.save, publish: faq.publish },
    /** Changes a page's title or description; every process serves the change from its next answer. */
    updatePageMeta: content.updatePageMeta,
    /** Calls `listener` whenever any process announces a change of content, or one may have been missed. */
    onContentChange(listener: () => void) {
      events.subscribe(CONTENT_TOPIC, listener);
      events.onGap(listener);
    },
    /** Content was changed outside updatePageMeta (a seed, a migration): every process reads it again. */
    async announceContentChange() {
      content.forget();
      await events.publish(CONTENT_TOPIC, 'changed');
    },
  };
}

export type ContentModule = ReturnType<typeof createContentModule>;
