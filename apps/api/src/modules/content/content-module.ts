/**
 * The built-in content service (footer socials, page metadata), answering in the shape of a
 * Strapi content service because that is what the web app reads (SPEC §7). Its routes are raw
 * Fastify routes: one path pattern serves both contracts.
 */
import type { FastifyInstance } from 'fastify';
import { getCarrierHelp, getFooter, getPageMetadata } from '@mvno/contracts/api/content';
import type { Database } from '../../db/client';
import { createContentRepository } from './repositories/content-repository';
import { registerContentRoutes } from './routes/content-routes';
import { createContentService } from './services/content-service';

export function createContentModule({ database }: { database: Database }) {
  const content = createContentService(createContentRepository(database.db));
  return {
    name: 'content',
    description: 'Footer, page metadata and carrier help of the built-in content service (Strapi-shaped)',
    documents: [getFooter, getPageMetadata, getCarrierHelp],
    register: (app: FastifyInstance) => registerContentRoutes(app, content),
  };
}

export type ContentModule = ReturnType<typeof createContentModule>;
