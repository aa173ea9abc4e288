import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contentCarrierHelp } from '../../../db/schema/content';

export type ContentRepository = ReturnType<typeof createContentRepository>;

export function createContentRepository(db: Db) {
  return {
    findCarrierHelp: (product: string) =>
      db
        .select()
        .from(contentCarrierHelp)
        .where(eq(contentCarrierHelp.product, product))
        .orderBy(asc(contentCarrierHelp.position)),
  };
}
