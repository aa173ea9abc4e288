/**
 * Versioned site content as the console's content editors edit it (decisions 029 and 033): every
 * save is a new version (who, when); publishing points visitors at one version; publishing an
 * earlier one rolls back to it. Each kind of content (the FAQ, page titles, the footer, the banner,
 * the legal pages) gets the same three calls from `contentVersionEndpoints`, with its own body.
 */
import { z } from 'zod';
import { defineEndpoint } from './common';
import { zPathId } from './path-params';
import { content as contentMessages } from '../product-messages/content';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../locales/catalogue';

const zMoment = z.iso.datetime({ offset: true });

/** The kinds of versioned content; each is also the last segment of its console path. */
export const CONTENT_KINDS = ['faq', 'page-meta', 'footer', 'banner', 'terms', 'privacy'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * The languages content is written in (decision 066): each kind has its versions and its published
 * version per language; a language with none published shows the English one.
 */
export const CONTENT_LANGUAGES = LANGUAGES;
export const zContentLanguage = z.enum(CONTENT_LANGUAGES);
export type ContentLanguage = z.infer<typeof zContentLanguage>;

/** Which language's versions a console call lists or saves; English when not given. */
export const zContentLanguageQuery = z.object({ language: zContentLanguage.default(DEFAULT_LANGUAGE) });

/** What every version carries beside its body. */
export const zVersionFacts = z.object({
  id: z.uuid(),
  /** The language the version is written in. */
  language: zContentLanguage,
  /** 1, 2, 3... in the order saved. */
  number: z.number().int(),
  createdBy: z.string(),
  createdAt: zMoment,
  /** Whether visitors see this version now. */
  published: z.boolean(),
});
export type VersionFacts = z.infer<typeof zVersionFacts>;

export const zPublishedPointer = z
  .object({ versionId: z.uuid(), publishedBy: z.string(), publishedAt: zMoment })
  .nullable();

const staff = { auth: true, session: 'agent', permission: 'content.edit' } as const;

/**
 * The list, save and publish calls of one kind of content. A version is its body's fields beside
 * its facts (`{ id, number, ...body, createdBy, createdAt, published }`).
 */
export function contentVersionEndpoints<
  const K extends ContentKind,
  const Shape extends z.ZodRawShape,
  const Name extends string,
  const Input extends z.ZodType = z.ZodObject<Shape>,
>(kind: K, base: z.ZodObject<Shape>, name: Name, what: string, input?: Input) {
  const version = zVersionFacts.extend(base.shape);
  /** What a save takes: the body, with any check across its fields. */
  const body = (input ?? base) as Input;
  const path = `/app/care/content/${kind}` as const;
  return {
    version,
    list: defineEndpoint({
      operationId: `list${name}Versions` as const,
      method: 'GET',
      path,
      summary: `Every saved version of ${what} in a language, newest first, and which one visitors see`,
      ...staff,
      query: zContentLanguageQuery,
      response: z.object({ versions: z.array(version), published: zPublishedPointer }),
    }),
    create: defineEndpoint({
      operationId: `create${name}Version` as const,
      method: 'POST',
      path,
      summary: `Saves ${what} in a language as a new draft version; visitors see it only once it is published`,
      ...staff,
      query: zContentLanguageQuery,
      body,
      response: version,
    }),
    publish: defineEndpoint({
      operationId: `publish${name}Version` as const,
      method: 'POST',
      path: `${path}/:versionId/publish`,
      params: z.object({ versionId: zPathId(contentMessages.versionNotFound) }),
      summary: `Shows this version of ${what} to visitors of its language on every process; an earlier version rolls it back`,
      ...staff,
      body: z.object({}),
      response: version,
    }),
  };
}
