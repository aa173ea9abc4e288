import {
  zCarrierHelp,
  zFaqContent,
  zFooterContent,
  zPageMetadata,
  type CarrierHelp,
  type FaqContent,
  type FooterContent,
  type PageMetadata,
} from '@mvno/contracts/entities';
import { MESSAGES } from '@mvno/contracts/messages';
import { AppError } from '../../../errors';
import { PreparedJson } from '../../../lib/prepared-json';
import { createSharedCopies, type ChangeFeed } from '../../../lib/shared-copy';
import type { ContentRepository } from '../repositories/content-repository';

/** Content may sit in browsers and shared caches for a minute; after that they revalidate by ETag. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=60';

export type ContentKind = 'footer' | 'meta-datas' | 'carrier-helps' | 'faqs';

/**
 * Answers in the response shape of a Strapi content service, because that is what the web
 * app reads (SPEC §7) and what an external content host would answer. Content is the same for
 * every visitor and rarely changes: answers are served from memory and read again when any
 * process announces a change (docs/decisions/014).
 */
export function createContentService(deps: {
  repository: ContentRepository;
  /** The published FAQ of a product (faq-service.ts). */
  faq: (product: string) => Promise<FaqContent>;
  feed: ChangeFeed;
  /** Tells every process (this one included) that content changed. */
  announceChange: () => Promise<void>;
}) {
  const { repository } = deps;
  async function getFooter(product: string): Promise<FooterContent> {
    const socials = await repository.findSocials(product);
    if (socials.length === 0) throw new AppError('NOT_FOUND', MESSAGES.api.notFound);
    return {
      data: {
        id: 1,
        attributes: {
          socials: socials.map((s) => ({
            id: s.id,
            label: s.label,
            link: s.link,
            logo: { data: { attributes: { url: s.logoUrl } } },
          })),
        },
      },
    };
  }
  async function getPageMetadata(product: string): Promise<PageMetadata> {
    const rows = await repository.findPageMeta(product);
    return {
      data: rows.map((r) => ({
        id: r.id,
        attributes: { page: r.page, metaTitle: r.metaTitle, metaDescription: r.metaDescription },
      })),
    };
  }
  /** Where the large carriers show the account number and transfer PIN (port-in help). */
  async function getCarrierHelp(product: string): Promise<CarrierHelp> {
    const rows = await repository.findCarrierHelp(product);
    return {
      data: rows.map((r) => ({
        id: r.id,
        attributes: { carrier: r.carrier, accountNumber: r.accountNumber, pin: r.pin },
      })),
    };
  }
  const read: Record<ContentKind, (product: string) => Promise<PreparedJson>> = {
    footer: async (product) =>
      new PreparedJson(zFooterContent.parse(await getFooter(product)), CONTENT_CACHE_CONTROL),
    'meta-datas': async (product) =>
      new PreparedJson(zPageMetadata.parse(await getPageMetadata(product)), CONTENT_CACHE_CONTROL),
    'carrier-helps': async (product) =>
      new PreparedJson(zCarrierHelp.parse(await getCarrierHelp(product)), CONTENT_CACHE_CONTROL),
    faqs: async (product) =>
      new PreparedJson(zFaqContent.parse(await deps.faq(product)), CONTENT_CACHE_CONTROL),
  };
  const copies = createSharedCopies((key) => {
    const [kind, product = ''] = key.split(':') as [ContentKind, string];
    return read[kind](product);
  }, deps.feed);
  return {
    /** A content answer of `product`, prepared for sending. */
    get: (kind: ContentKind, product: string): Promise<PreparedJson> => copies.get(`${kind}:${product}`),
    /** Changes a page's title or description and announces it; answers whether the page exists. */
    async updatePageMeta(
      product: string,
      page: string,
      changes: { metaTitle?: string; metaDescription?: string },
    ): Promise<boolean> {
      const found = await repository.updatePageMeta(product, page, changes);
      copies.clear();
      await deps.announceChange();
      return found;
    },
    /** A change was announced (or may have been missed): the next call reads content again. */
    forget: () => copies.clear(),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
