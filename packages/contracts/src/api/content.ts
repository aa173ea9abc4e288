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

export const getFooter = defineEndpoint({
  operationId: 'getFooter',
  method: 'GET',
  path: '/api/:product-footer',
  params: zProductParams,
  summary: 'Footer content (social links) of the product',
  auth: false,
  query: z.object({ populate: z.literal('deep'), locale: zLocaleQuery }),
  response: zFooterContent,
});

export const getPageMetadata = defineEndpoint({
  operationId: 'getPageMetadata',
  method: 'GET',
  path: '/api/:product-meta-datas',
  params: zProductParams,
  summary: 'Per-page title and meta description',
  auth: false,
  query: z.object({ populate: z.literal('*'), locale: zLocaleQuery }),
  response: zPageMetadata,
});

export const getCarrierHelp = defineEndpoint({
  operationId: 'getCarrierHelp',
  method: 'GET',
  path: '/api/:product-carrier-helps',
  params: zProductParams,
  summary: 'Where to find the account number and port-out PIN at the large US carriers',
  auth: false,
  query: z.object({ populate: z.literal('*'), locale: zLocaleQuery }),
  response: zCarrierHelp,
});

export const getFaq = defineEndpoint({
  operationId: 'getFaq',
  method: 'GET',
  path: '/api/:product-faqs',
  params: zProductParams,
  summary: 'The published FAQ: questions and answers in their order',
  auth: false,
  query: z.object({ populate: z.literal('*'), locale: zLocaleQuery }),
  response: zFaqContent,
});

export const getBanner = defineEndpoint({
  operationId: 'getBanner',
  method: 'GET',
  path: '/api/:product-banners',
  params: zProductParams,
  summary: 'The site banner while it runs (null once it has ended or when there is none)',
  auth: false,
  query: z.object({ populate: z.literal('*'), locale: zLocaleQuery }),
  response: zBannerContent,
});

export const getLegalPages = defineEndpoint({
  operationId: 'getLegalPages',
  method: 'GET',
  path: '/api/:product-legal-pages',
  params: zProductParams,
  summary: 'The published terms and privacy policy: title, introduction and sections',
  auth: false,
  query: z.object({ populate: z.literal('*'), locale: zLocaleQuery }),
  response: zLegalPages,
});

export const FAQ_QUERY = { populate: '*' } as const;
export const FOOTER_QUERY = { populate: 'deep' } as const;
export const PAGE_METADATA_QUERY = { populate: '*' } as const;
export const CARRIER_HELP_QUERY = { populate: '*' } as const;
export const BANNER_QUERY = { populate: '*' } as const;
export const LEGAL_PAGES_QUERY = { populate: '*' } as const;
