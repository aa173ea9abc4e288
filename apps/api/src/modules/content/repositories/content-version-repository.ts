import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ContentKind, ContentLanguage } from '@mvno/contracts/api/content-versions';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { contentPublished, contentVersions } from '../../../db/schema/content';

/** What versions exist of: the FAQ, page titles, footer, banner, legal pages (decisions 029, 033). */
export type ContentVersionKind = ContentKind;

/** Who saved or published, as the version records them; null id for the seed. */
export type ContentAuthor = { id: string | null; name: string };

export type ContentVersionRow = typeof contentVersions.$inferSelect;
export type PublishedRow = typeof contentPublished.$inferSelect;

/** Saves attempted when two editors save at once and take the same number. */
const SAVE_ATTEMPTS = 3;

export type ContentVersionRepository = ReturnType<typeof createContentVersionRepository>;

export function createContentVersionRepository(db: Db) {
  const ofKind = (product: string, kind: ContentVersionKind, language: ContentLanguage) =>
    and(
      eq(contentVersions.product, product),
      eq(contentVersions.kind, kind),
      eq(contentVersions.language, language),
    );
  const pointer = (product: string, kind: ContentVersionKind, language: ContentLanguage) =>
    and(
      eq(contentPublished.product, product),
      eq(contentPublished.kind, kind),
      eq(contentPublished.language, language),
    );

  return {
    list: (product: string, kind: ContentVersionKind, language: ContentLanguage) =>
      db
        .select()
        .from(contentVersions)
        .where(ofKind(product, kind, language))
        .orderBy(desc(contentVersions.number)),
    /** A version of the kind in any language (it carries its language). */
    async find(
      product: string,
      kind: ContentVersionKind,
      id: string,
    ): Promise<ContentVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(contentVersions)
        .where(
          and(
            eq(contentVersions.product, product),
            eq(contentVersions.kind, kind),
            eq(contentVersions.id, id),
          ),
        );
      return row;
    },
    async published(
      product: string,
      kind: ContentVersionKind,
      language: ContentLanguage,
    ): Promise<PublishedRow | undefined> {
      const [row] = await db
        .select()
        .from(contentPublished)
        .where(pointer(product, kind, language));
      return row;
    },
    /**
     * The body visitors of `language` see, with the language it is in: the published version of
     * that language, else the English one (decision 066), read with its pointer in one statement.
     */
    async publishedBody(
      product: string,
      kind: ContentVersionKind,
      language: ContentLanguage,
    ): Promise<{ body: unknown; language: ContentLanguage } | undefined> {
      const [row] = await db
        .select({ body: contentVersions.body, language: contentPublished.language })
        .from(contentPublished)
        .innerJoin(contentVersions, eq(contentVersions.id, contentPublished.versionId))
        .where(
          and(
            eq(contentPublished.product, product),
            eq(contentPublished.kind, kind),
            inArray(contentPublished.language, [...new Set([language, 'en-US'])]),
          ),
        )
        // The asked language before English.
        .orderBy(sql`${contentPublished.language} = ${language} desc`)
        .limit(1);
      return row && { body: row.body, language: row.language as ContentLanguage };
    },
    /** A new version numbered after the language's last; two saves at once both get a number (one retries). */
    async create(
      product: string,
      kind: ContentVersionKind,
      language: ContentLanguage,
      body: unknown,
      author: ContentAuthor,
    ): Promise<ContentVersionRow> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const [row] = await db
            .insert(contentVersions)
            .values({
              product,
              kind,
              language,
              body,
              number: sql`(select coalesce(max(${contentVersions.number}), 0) + 1 from ${contentVersions}
                where ${contentVersions.product} = ${product} and ${contentVersions.kind} = ${kind}
                and ${contentVersions.language} = ${language})`,
              createdById: author.id,
              createdByName: author.name,
            })
            .returning();
          return row!;
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= SAVE_ATTEMPTS) throw error;
        }
      }
    },
    /**
     * Points visitors of `language` at `versionId`: one statement, so a reader sees the old version
     * or the new one, never a mix. Answers the pointer before (undefined the first time).
     */
    async publish(
      product: string,
      kind: ContentVersionKind,
      language: ContentLanguage,
      versionId: string,
      author: ContentAuthor,
    ): Promise<PublishedRow | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(contentPublished)
          .where(pointer(product, kind, language))
          .for('update');
        const values = {
          versionId,
          publishedById: author.id,
          publishedByName: author.name,
          publishedAt: sql`now()`,
        };
        await tx
          .insert(contentPublished)
          .values({ product, kind, language, ...values })
          .onConflictDoUpdate({
            target: [contentPublished.product, contentPublished.kind, contentPublished.language],
            set: values,
          });
        return before;
      });
    },
  };
}
