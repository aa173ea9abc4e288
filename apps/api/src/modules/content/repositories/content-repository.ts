import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contentCarrierHelp, contentPageMeta, contentSocials } from '../../../db/schema/content';

export type ContentRepository = ReturnType<typeof createContentRepository>;

export function createContentRepository(db: Db) {
  return {
    findSocials: (product: string) =>
      db
        .select()
        .from(contentSocials)
        .where(eq(contentSocials.product, product))
        .orderBy(asc(contentSocials.position)),
    findPageMeta: (product: string) =>
      db
        .select()
        .from(contentPageMeta)
        .where(eq(contentPageMeta.product, product))
        .orderBy(asc(contentPageMeta.id)),
    findCarrierHelp: (product: string) =>
      db
        .select()
        .from(contentCarrierHelp)
        .where(eq(contentCarrierHelp.product, product))
        .orderBy(asc(contentCarrierHelp.position)),
    /** Answers whether the page has metadata to change. */
    async updatePageMeta(
      product: string,
      page: string,
      changes: { metaTitle?: string; metaDescription?: string },
    ): Promise<boolean> {
      const updated = await db
        .update(contentPageMeta)
        .set(changes)
        .where(and(eq(contentPageMeta.product, product), eq(contentPageMeta.page, page)))
        .returning({ id: contentPageMeta.id });
      return updated.length > 0;
    },
  };
}
