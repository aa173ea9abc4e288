/** SPEC §7 content service calls (their host is configuration, not the backend host). */
import { z } from 'zod';
import { defineEndpoint } from './common';
import { zPathText } from './path-params';
import { zContentLanguage } from './content-versions';
import {
  zBannerContent,
  zCarrierHelp,
  zFaqContent,
  zFooterContent,
  zLegalPages,
  zPageMetadata,
} from '../entities';

/**
 * The language wanted (Strapi's i18n parameter, decision 066); without it, `Accept-Language`. The
 * answer is in that language where a version of it is published, else in English, each entry
 * naming its `locale`.
 */
const zLocaleQuery = zContentLanguage.optional();

/** `:product` is the brand's name in the content's address (`/api/brightline-footer`). */
const zProductParams = z.object({ product: zPathText });

/** A read of the content service: anyone may make it, `populate` as Strapi wants it, in the language asked. */
const contentEndpoint = <
  const Id extends string,
  const Path extends string,
  const Populate extends string,
  R extends z.ZodType,
>(
  operationId: Id,
  path: Path,
  populate: Populate,
  response: R,
  summary: string,
) =>
  defineEndpoint({
    operationId,
    method: 'GET',
    path,
    params: zProductParams,
    summary,
    auth: false,
    query: z.object({ populate: z.literal(populate), locale: zLocaleQuery }),
    response,
  });

export const getFooter = contentEndpoint(
  'getFooter',
  '/api/:product-footer',
  'deep',
  zFooterContent,
  'Footer content (social links) of the product',
);

export const getPageMetadata = contentEndpoint(
  'getPageMetadata',
  '/api/:product-meta-datas',
  '*',
  zPageMetadata,
  'Per-page title and meta description',
);

export const getCarrierHelp = contentEndpoint(
  'getCarrierHelp',
  '/api/:product-carrier-helps',
  '*',
  zCarrierHelp,
  'Where to find the account number and port-out PIN at the large US carriers',
);

export const getFaq = contentEndpoint(
  'getFaq',
  '/api/:product-faqs',
  '*',
  zFaqContent,
  'The published FAQ: questions and answers in their order',
);

export const getBanner = contentEndpoint(
  'getBanner',
  '/api/:product-banners',
  '*',
  zBannerContent,
  'The site banner while it runs (null once it has ended or when there is none)',
);

export const getLegalPages = contentEndpoint(
  'getLegalPages',
  '/api/:product-legal-pages',
  '*',
  zLegalPages,
  'The published terms and privacy policy: title, introduction and sections',
);

export const FAQ_QUERY = { populate: '*' } as const;
export const FOOTER_QUERY = { populate: 'deep' } as const;
export const PAGE_METADATA_QUERY = { populate: '*' } as const;
export const CARRIER_HELP_QUERY = { populate: '*' } as const;
export const BANNER_QUERY = { populate: '*' } as const;
export const LEGAL_PAGES_QUERY = { populate: '*' } as const;
