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

  async function getFooter(product: string): Promise<FooterContent> {
    const footer = await versions.published('footer', product);
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
        },
      },
    };
  }
  async function getPageMetadata(product: string): Promise<PageMetadata> {
    const pages = (await versions.published('page-meta', product))?.pages ?? [];
    return { data: pages.map((attributes, index) => ({ id: index + 1, attributes })) };
  }
  async function getFaq(product: string): Promise<FaqContent> {
    const entries = (await versions.published('faq', product))?.entries ?? [];
    return { data: entries.map((attributes, index) => ({ id: index + 1, attributes })) };
  }
  async function getLegalPages(product: string): Promise<LegalPages> {
    const bodies = await Promise.all(LEGAL_PAGES.map(({ kind }) => versions.published(kind, product)));
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
  async function getBanner(product: string): Promise<BannerContent> {
    const banner = await versions.published('banner', product);
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
      read: (product: string) => Promise<T>,
      cache = CONTENT_CACHE_CONTROL,
    ) =>
    async (product: string) =>
      new PreparedJson(schema.parse(await read(product)), cache);
  const read: Record<ContentKind, (product: string) => Promise<PreparedJson>> = {
    footer: prepared(zFooterContent, getFooter),
    'meta-datas': prepared(zPageMetadata, getPageMetadata),
    'carrier-helps': prepared(zCarrierHelp, getCarrierHelp),
    faqs: prepared(zFaqContent, getFaq),
    banners: prepared(zBannerContent, getBanner, BANNER_CACHE_CONTROL),
    'legal-pages': prepared(zLegalPages, getLegalPages),
  };
  const copies = createSharedCopies((key) => {
    const [kind, product = ''] = key.split(':') as [ContentKind, string];
    return read[kind](product);
  }, deps.feed);
  return {
    /** A content answer of `product`, prepared for sending. */
    get(kind: ContentKind, product: string): Promise<PreparedJson> {
      expireEnded();
      return copies.get(`${kind}:${product}`);
    },
    expireEnded,
    /** A change was announced (or may have been missed): the next call reads content again. */
    forget: () => copies.clear(),
    close: () => clearTimeout(endTimer),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
