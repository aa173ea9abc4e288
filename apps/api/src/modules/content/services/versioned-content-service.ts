/**
 * Versioned site content (decisions 029 and 033): editors save versions of a kind (the FAQ, page
 * titles, footer, banner, legal pages) and publish one; visitors get the published one from the
 * content service. Publishing switches one pointer and announces the change, so every process
 * drops its copies and its prerendered pages.
 */
import type { z } from 'zod';
import { zFaqInput } from '@mvno/contracts/api/content-faq';
import { zBannerFields, zFooterBody, zLegalBody, zPageMetaBody } from '@mvno/contracts/api/content-site';
import type { ContentKind, ContentLanguage, VersionFacts } from '@mvno/contracts/api/content-versions';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { AppError, fieldError } from '../../../errors';
import type {
  ContentAuthor,
  ContentVersionRepository,
  ContentVersionRow,
} from '../repositories/content-version-repository';

/** Each kind's body, as stored and as its versions show it (fields in the schema's order). */
const BODIES = {
  faq: zFaqInput,
  'page-meta': zPageMetaBody,
  footer: zFooterBody,
  banner: zBannerFields,
  terms: zLegalBody,
  privacy: zLegalBody,
} satisfies Record<ContentKind, z.ZodObject>;

export type ContentBody<K extends ContentKind> = z.output<(typeof BODIES)[K]>;
export type ContentVersion<K extends ContentKind> = VersionFacts & ContentBody<K>;

/** A stored body in its kind's shape; undefined when there is none. */
export function bodyOf<K extends ContentKind>(kind: K, body: unknown): ContentBody<K> | undefined {
  return body === undefined ? undefined : (BODIES[kind].parse(body) as ContentBody<K>);
}

function toVersion<K extends ContentKind>(
  kind: K,
  row: ContentVersionRow,
  publishedId: string | undefined,
): ContentVersion<K> {
  return {
    id: row.id,
    language: row.language as ContentLanguage,
    number: row.number,
    ...bodyOf(kind, row.body)!,
    createdBy: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    published: row.id === publishedId,
  } as ContentVersion<K>;
}

export function createVersionedContent(deps: {
  versions: ContentVersionRepository;
  /** Drops this process's copies and tells every process that content changed. */
  changed: () => Promise<void>;
  now: () => Date;
}) {
  const { versions } = deps;
  const notFound = () => new AppError('NOT_FOUND', STAFF_MESSAGES.content.versionNotFound);

  /** Checks a save can make beyond its schema: a banner ends after now. */
  function check(kind: ContentKind, body: unknown): void {
    if (kind === 'banner' && Date.parse((body as { endsAt: string }).endsAt) <= deps.now().getTime())
      throw fieldError('endsAt', STAFF_MESSAGES.content.bannerEndsInPast);
  }

  return {
    /**
     * The body visitors of `language` see now, in its kind's shape, and the language it is in:
     * English when no version of `language` is published (decision 066); undefined before any is.
     */
    async published<K extends ContentKind>(
      kind: K,
      product: string,
      language: ContentLanguage = 'en-US',
    ): Promise<(ContentBody<K> & { locale: ContentLanguage }) | undefined> {
      const found = await versions.publishedBody(product, kind, language);
      return found && { ...bodyOf(kind, found.body)!, locale: found.language };
    },
    async list<K extends ContentKind>(kind: K, product: string, language: ContentLanguage) {
      const [rows, published] = await Promise.all([
        versions.list(product, kind, language),
        versions.published(product, kind, language),
      ]);
      return {
        versions: rows.map((row) => toVersion(kind, row, published?.versionId)),
        published: published
          ? {
              versionId: published.versionId,
              publishedBy: published.publishedByName,
              publishedAt: published.publishedAt.toISOString(),
            }
          : null,
      };
    },
    /** Saves a draft version in `language`; nothing visitors see changes. */
    async save<K extends ContentKind>(
      kind: K,
      product: string,
      language: ContentLanguage,
      input: ContentBody<K>,
      author: ContentAuthor,
    ): Promise<ContentVersion<K>> {
      const body = BODIES[kind].parse(input);
      check(kind, body);
      const row = await versions.create(product, kind, language, body, author);
      const published = await versions.published(product, kind, language);
      return toVersion(kind, row, published?.versionId);
    },
    /**
     * Takes the banner visitors of `language` see down at once (decision 075): a new version of it
     * ending now, published, so the history keeps what was shown and until when. Undefined when no
     * banner of that language is showing.
     */
    async endBannerNow(product: string, language: ContentLanguage, author: ContentAuthor) {
      const pointer = await versions.published(product, 'banner', language);
      const row = pointer && (await versions.find(product, 'banner', pointer.versionId));
      const body = row && bodyOf('banner', row.body);
      const now = deps.now();
      if (!row || !body || Date.parse(body.endsAt) <= now.getTime()) return undefined;
      const ended = await versions.create(
        product,
        'banner',
        language,
        { ...body, endsAt: now.toISOString() },
        author,
      );
      await versions.publish(product, 'banner', language, ended.id, author);
      await deps.changed();
      return { before: toVersion('banner', row, undefined), after: toVersion('banner', ended, ended.id) };
    },
    /**
     * Shows `versionId` to visitors of its language (an earlier version: a roll back). Answers the
     * version of that language shown before and the one shown now.
     */
    async publish<K extends ContentKind>(kind: K, product: string, versionId: string, author: ContentAuthor) {
      const row = await versions.find(product, kind, versionId);
      if (!row) throw notFound();
      const language = row.language as ContentLanguage;
      const before = await versions.publish(product, kind, language, versionId, author);
      await deps.changed();
      const previous = before ? await versions.find(product, kind, before.versionId) : undefined;
      return {
        before: previous ? toVersion(kind, previous, undefined) : null,
        after: toVersion(kind, row, row.id),
      };
    },
  };
}

export type VersionedContent = ReturnType<typeof createVersionedContent>;
