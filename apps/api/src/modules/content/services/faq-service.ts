/**
 * The FAQ's versions (decision 029, Content): editors save versions and publish one; visitors get
 * the published one from the content service. Publishing announces the change, so every process
 * drops its copies and its prerendered pages.
 */
import type { FaqEntry, FaqInput, FaqVersion } from '@mvno/contracts/api/content-faq';
import type { FaqContent } from '@mvno/contracts/entities';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { AppError } from '../../../errors';
import type {
  ContentAuthor,
  ContentVersionRepository,
  ContentVersionRow,
} from '../repositories/content-version-repository';

const KIND = 'faq';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type FaqBody = { entries: FaqEntry[] };

/** The entries of a stored body, question first (jsonb keeps keys in its own order). */
const entriesOf = (body: unknown): FaqEntry[] =>
  ((body as FaqBody | undefined)?.entries ?? []).map(({ question, answer }) => ({ question, answer }));

function toVersion(row: ContentVersionRow, publishedId: string | undefined): FaqVersion {
  return {
    id: row.id,
    number: row.number,
    entries: entriesOf(row.body),
    createdBy: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    published: row.id === publishedId,
  };
}

export function createFaqService(deps: {
  versions: ContentVersionRepository;
  /** Drops this process's copies and tells every process that content changed. */
  changed: () => Promise<void>;
}) {
  const { versions } = deps;
  const notFound = () => new AppError('NOT_FOUND', STAFF_MESSAGES.content.versionNotFound);

  return {
    /** The published FAQ in the content service's (Strapi) shape; empty before any is published. */
    async published(product: string): Promise<FaqContent> {
      const entries = entriesOf(await versions.publishedBody(product, KIND));
      return { data: entries.map((entry, index) => ({ id: index + 1, attributes: entry })) };
    },
    async list(product: string) {
      const [rows, published] = await Promise.all([
        versions.list(product, KIND),
        versions.published(product, KIND),
      ]);
      return {
        versions: rows.map((row) => toVersion(row, published?.versionId)),
        published: published
          ? {
              versionId: published.versionId,
              publishedBy: published.publishedByName,
              publishedAt: published.publishedAt.toISOString(),
            }
          : null,
      };
    },
    /** Saves a draft version; nothing visitors see changes. */
    async save(product: string, input: FaqInput, author: ContentAuthor): Promise<FaqVersion> {
      const row = await versions.create(product, KIND, { entries: input.entries } satisfies FaqBody, author);
      const published = await versions.published(product, KIND);
      return toVersion(row, published?.versionId);
    },
    /**
     * Shows `versionId` to visitors (an earlier version: a roll back). Answers the version shown
     * before and the one shown now.
     */
    async publish(product: string, versionId: string, author: ContentAuthor) {
      const row = UUID.test(versionId) ? await versions.find(product, KIND, versionId) : undefined;
      if (!row) throw notFound();
      const before = await versions.publish(product, KIND, versionId, author);
      await deps.changed();
      const previous = before ? await versions.find(product, KIND, before.versionId) : undefined;
      return {
        before: previous ? toVersion(previous, undefined) : null,
        after: toVersion(row, row.id),
      };
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
