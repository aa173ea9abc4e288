import type { CarrierHelp, FooterContent, PageMetadata } from '@mvno/contracts/entities';
import { MESSAGES } from '@mvno/contracts/messages';
import { AppError } from '../../../errors';
import type { ContentRepository } from '../repositories/content-repository';

/**
 * Answers in the response shape of a Strapi content service, because that is what the web
 * app reads (SPEC §7) and what an external content host would answer.
 */
export function createContentService(repository: ContentRepository) {
  return {
    async getFooter(product: string): Promise<FooterContent> {
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
    },
    async getPageMetadata(product: string): Promise<PageMetadata> {
      const rows = await repository.findPageMeta(product);
      return {
        data: rows.map((r) => ({
          id: r.id,
          attributes: { page: r.page, metaTitle: r.metaTitle, metaDescription: r.metaDescription },
        })),
      };
    },
    /** Where the large carriers show the account number and transfer PIN (port-in help). */
    async getCarrierHelp(product: string): Promise<CarrierHelp> {
      const rows = await repository.findCarrierHelp(product);
      return {
        data: rows.map((r) => ({
          id: r.id,
          attributes: { carrier: r.carrier, accountNumber: r.accountNumber, pin: r.pin },
        })),
      };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
