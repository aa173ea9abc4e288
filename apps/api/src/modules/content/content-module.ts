/**
 * The built-in content service (footer, page metadata, FAQ, banner, legal pages, carrier help),
 * answering in the shape of a Strapi content service because that is what the web app reads
 * (SPEC §7). Its routes are raw Fastify routes: one path pattern serves every contract. The
 * editable kinds are versions content editors publish (decisions 029, 033).
 */
import type { FastifyInstance } from 'fastify';
import {
  getBanner,
  getCarrierHelp,
  getFaq,
  getFooter,
  getLegalPages,
  getPageMetadata,
} from '@mvno/contracts/api/content';
import type { Database } from '../../db/client';
import type { PlatformEvents } from '../platform/platform-module';
import { createContentRepository } from './repositories/content-repository';
import { createContentVersionRepository } from './repositories/content-version-repository';
import { registerContentRoutes } from './routes/content-routes';
import { createContentService } from './services/content-service';
import { createVersionedContent } from './services/versioned-content-service';

/** The topic on which a change of content is announced. */
const CONTENT_TOPIC = 'content';

/** Who the developer's own changes (updatePageMeta) are recorded as. */
const DEVELOPER = { id: null, name: 'Developer' };

export function createContentModule({
  database,
  events,
  now = () => new Date(),
}: {
  database: Database;
  events: PlatformEvents;
  /** The app's clock: a banner ends by it. */
  now?: () => Date;
}) {
  const announceChange = () => events.publish(CONTENT_TOPIC, 'changed');
  const localListeners: (() => void)[] = [];
  const versions = createVersionedContent({
    versions: createContentVersionRepository(database.db),
    changed: async () => {
      content.forget();
      await announceChange();
    },
    now,
  });
  const content = createContentService({
    repository: createContentRepository(database.db),
    versions,
    feed: events,
    now,
    // Every process reads the banner and ends it by its own timer: nothing to announce.
    expired: () => {
      for (const listener of localListeners) listener();
    },
  });
  events.subscribe(CONTENT_TOPIC, content.forget);
  events.onGap(content.forget);
  return {
    name: 'content',
    description:
      'Footer, page metadata, FAQ, banner, legal pages and carrier help of the built-in content service (Strapi-shaped)',
    documents: [getFooter, getPageMetadata, getCarrierHelp, getFaq, getBanner, getLegalPages],
    register: (app: FastifyInstance) => registerContentRoutes(app, content),
    /** Every kind's versions as content editors save and publish them (decisions 029, 033). */
    versions: {
      list: versions.list,
      save: versions.save,
      publish: versions.publish,
      endBannerNow: versions.endBannerNow,
    },
    /**
     * Changes a page's English title or description as a new version of the page titles, published at
     * once; every process serves the change from its next answer. Answers whether the page exists.
     */
    async updatePageMeta(
      product: string,
      page: string,
      changes: { metaTitle?: string; metaDescription?: string },
    ): Promise<boolean> {
      const current = await versions.published('page-meta', product, 'en-US');
      if (!current?.pages.some((p) => p.page === page)) return false;
      const pages = current.pages.map((p) => (p.page === page ? { ...p, ...changes } : p));
      const saved = await versions.save('page-meta', product, 'en-US', { pages }, DEVELOPER);
      await versions.publish('page-meta', product, saved.id, DEVELOPER);
      return true;
    },
    /** Calls `listener` whenever any process announces a change of content, one may have been missed, or a banner ended. */
    onContentChange(listener: () => void) {
      events.subscribe(CONTENT_TOPIC, listener);
      events.onGap(listener);
      localListeners.push(listener);
    },
    /** Before a prerendered page is sent: a banner whose end has come (by the app's clock) leaves it now. */
    expireEnded: () => content.expireEnded(),
    /** Content was changed outside the versions (a seed, a migration): every process reads it again. */
    async announceContentChange() {
      content.forget();
      await events.publish(CONTENT_TOPIC, 'changed');
    },
    close: async () => content.close(),
  };
}

export type ContentModule = ReturnType<typeof createContentModule>;
