import {
  zBannerContent,
  zCarrierHelp,
  zFaqContent,
  zFooterContent,
  zLegalPages,
  zPageMetadata,
  type BannerContent,
  type CarrierHelp,
  type FaqContent,
  type FooterContent,
  type LegalPages,
  type PageMetadata,
} from '@mvno/contracts/entities';
import type { ContentLanguage } from '@mvno/contracts/api/content-versions';
import { MESSAGES } from '@mvno/contracts/messages';
import { AppError } from '../../../errors';
import { PreparedJson } from '../../../lib/prepared-json';
import { createSharedCopies, type ChangeFeed } from '../../../lib/shared-copy';
import type { ContentRepository } from '../repositories/content-repository';
import type { VersionedContent } from './versioned-content-service';

/** Content may sit in browsers and shared caches for a minute; after that they revalidate by ETag. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=60';
/** The banner ends at a set moment: browsers and caches ask again each time (by ETag). */
const BANNER_CACHE_CONTROL = 'public, no-cache';

export type ContentKind = 'footer' | 'meta-datas' | 'carrier-helps' | 'faqs' | 'banners' | 'legal-pages';

/** The legal pages' content kinds and the pages (paths) that show them. */
const LEGAL_PAGES = [
  { kind: 'terms', page: 'terms-and-conditions' },
  { kind: 'privacy', page: 'privacy-policy' },
] as const;

/** setTimeout holds at most about 24.8 days; a later end is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Answers in the response shape of a Strapi content service, because that is what the web
 * app reads (SPEC §7) and what an external content host would answer. Content is the same for
 * every visitor and rarely changes: answers are served from memory and read again when any
 * process announces a change (docs/decisions/014). The editable kinds are the published versions
 * (decisions 029, 033); a banner leaves every answer and page at its end, by the app's clock.
 */
export function createContentService(deps: {
  repository: ContentRepository;
  versions: VersionedContent;
  feed: ChangeFeed;
  now: () => Date;
  /** A banner ended: this process's copies are dropped, and so must its pages be. */
  expired: () => void;
}) {
  const { repository, versions } = deps;

  async function getFooter(product: string, language: ContentLanguage): Promise<FooterContent> {
    const footer = await versions.published('footer', product, language);
    if (!footer) throw new AppError('NOT_FOUND', MESSAGES.api.notFound);
    return {
      data: {
        id: 1,
        attributes: {
          socials: footer.socials.map((s, index) => ({
            id: index + 1,
            label: s.label,
            link: s.link,
            logo: { data: { attributes: { url: s.logoUrl } } },
          })),
          links: footer.links,
          locale: footer.locale,
        },
      },
    };
  }
  // Each entry names the language it is in (Strapi's i18n `locale`): English where the asked
  // language has no published version (decision 066).
  async function getPageMetadata(product: string, language: ContentLanguage): Promise<PageMetadata> {
    const meta = await versions.published('page-meta', product, language);
    const pages = meta?.pages ?? [];
    return {
      data: pages.map((page, index) => ({ id: index + 1, attributes: { ...page, locale: meta?.locale } })),
    };
  }
  async function getFaq(product: string, language: ContentLanguage): Promise<FaqContent> {
    const faq = await versions.published('faq', product, language);
    const entries = faq?.entries ?? [];
    return {
      data: entries.map((entry, index) => ({ id: index + 1, attributes: { ...entry, locale: faq?.locale } })),
    };
  }
  async function getLegalPages(product: string, language: ContentLanguage): Promise<LegalPages> {
    const bodies = await Promise.all(
      LEGAL_PAGES.map(({ kind }) => versions.published(kind, product, language)),
    );
    return {
      data: LEGAL_PAGES.flatMap(({ page }, index) => {
        const body = bodies[index];
        return body ? [{ id: index + 1, attributes: { page, ...body } }] : [];
      }),
    };
  }

  // The earliest end of a running banner this process has read: its copies and pages go then.
  let nextEnd: number | undefined;
  let endTimer: NodeJS.Timeout | undefined;
  const expire = () => {
    nextEnd = undefined;
    clearTimeout(endTimer);
    copies.clear();
    deps.expired();
  };
  const endAt = (end: number) => {
    if (nextEnd !== undefined && nextEnd <= end) return;
    nextEnd = end;
    clearTimeout(endTimer);
    endTimer = setTimeout(expire, Math.min(Math.max(end - deps.now().getTime(), 0) + 1, MAX_TIMER_MS));
    endTimer.unref();
  };
  /** By the app's clock, which tests and /dev/clock move: an ended banner is never served. */
  const expireEnded = () => {
    if (nextEnd !== undefined && nextEnd <= deps.now().getTime()) expire();
  };
  async function getBanner(product: string, language: ContentLanguage): Promise<BannerContent> {
    const banner = await versions.published('banner', product, language);
    const end = banner ? Date.parse(banner.endsAt) : 0;
    if (!banner || end <= deps.now().getTime()) return { data: null };
    endAt(end);
    return { data: { id: 1, attributes: banner } };
  }

  /** Carrier help: where the large carriers show the account number and transfer PIN (port-in). */
  async function getCarrierHelp(product: string): Promise<CarrierHelp> {
    const rows = await repository.findCarrierHelp(product);
    return {
      data: rows.map((r) => ({
        id: r.id,
        attributes: { carrier: r.carrier, accountNumber: r.accountNumber, pin: r.pin },
      })),
    };
  }
  const prepared =
    <T>(
      schema: { parse: (value: unknown) => T },
      read: (product: string, language: ContentLanguage) => Promise<T>,
      cache = CONTENT_CACHE_CONTROL,
    ) =>
    async (product: string, language: ContentLanguage) =>
      new PreparedJson(schema.parse(await read(product, language)), cache);
  const read: Record<ContentKind, (product: string, language: ContentLanguage) => Promise<PreparedJson>> = {
    footer: prepared(zFooterContent, getFooter),
    'meta-datas': prepared(zPageMetadata, getPageMetadata),
    'carrier-helps': prepared(zCarrierHelp, getCarrierHelp),
    faqs: prepared(zFaqContent, getFaq),
    banners: prepared(zBannerContent, getBanner, BANNER_CACHE_CONTROL),
    'legal-pages': prepared(zLegalPages, getLegalPages),
  };
  const copies = createSharedCopies((key) => {
    const [kind, product = '', language = 'en-US'] = key.split(':') as [ContentKind, string, ContentLanguage];
    return read[kind](product, language);
  }, deps.feed);
  return {
    /** A content answer of `product` in `language` (English where it has none), prepared for sending. */
    get(kind: ContentKind, product: string, language: ContentLanguage = 'en-US'): Promise<PreparedJson> {
      expireEnded();
      return copies.get(`${kind}:${product}:${language}`);
    },
    expireEnded,
    /** A change was announced (or may have been missed): the next call reads content again. */
    forget: () => copies.clear(),
    close: () => clearTimeout(endTimer),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
