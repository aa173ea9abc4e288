/**
 * The site content beside the FAQ as content editors edit it (decision 033): page titles and
 * descriptions, footer and social links, the site banner with its end, and the legal pages. Each
 * kind is versioned and published like the FAQ (content-versions.ts).
 */
import { z } from 'zod';
import { CONTENT_LIMITS as L } from '../product-constants/content';
import { STAFF_MESSAGES } from '../staff-messages';
import { defineEndpoint } from './common';
import { contentVersionEndpoints, zContentLanguage } from './content-versions';

const M = STAFF_MESSAGES.content;
const text = (max: number, message: string) => z.string().trim().min(1, message).max(max, message);
/**
 * A path on this site or an https address (a link visitors follow). No backslash anywhere: browsers
 * read `\` as `/`, so `/\host` would be the off-site `//host` (decision 075).
 */
const zHref = z
  .string()
  .trim()
  .max(L.link, M.linkFormat)
  .regex(/^(\/(?![/\\])[^\s\\]*|https:\/\/[^\s/\\]+[^\s\\]*)$/, M.linkFormat);
const zHttps = z
  .string()
  .trim()
  .max(L.link, M.httpsLinkFormat)
  .regex(/^https:\/\/[^\s/\\]+[^\s\\]*$/, M.httpsLinkFormat);

/** Each page's title and description, by the page's name (its path, `home` for /). */
export const zPageMetaBody = z.object({
  pages: z
    .array(
      z.object({
        page: z
          .string()
          .trim()
          .regex(/^[a-z0-9-]{1,40}$/, M.pageNameFormat),
        metaTitle: text(L.pageTitle, M.titleRequired),
        metaDescription: text(L.pageDescription, M.pageDescriptionRequired),
      }),
    )
    .min(1, M.pagesRange)
    .max(L.pages, M.pagesRange)
    .superRefine((pages, context) => {
      pages.forEach((entry, index) => {
        if (pages.findIndex((other) => other.page === entry.page) !== index)
          context.addIssue({ code: 'custom', path: [index, 'page'], message: M.pageNameTwice });
      });
    }),
});
export type PageMetaBody = z.infer<typeof zPageMetaBody>;

/** The footer's links (SPEC §2, in their order) and its social links (SPEC §3 Footer content). */
export const zFooterBody = z.object({
  links: z
    .array(z.object({ label: text(L.linkLabel, M.linkLabelRequired), href: zHref }))
    .min(1, M.footerLinksRange)
    .max(L.footerLinks, M.footerLinksRange),
  socials: z
    .array(z.object({ label: text(L.linkLabel, M.linkLabelRequired), link: zHttps, logoUrl: zHref }))
    .max(L.socials, M.socialsRange),
});
export type FooterBody = z.infer<typeof zFooterBody>;

/** A message above every public page until `endsAt`, with an optional link. */
export const zBannerFields = z.object({
  message: text(L.bannerMessage, M.bannerMessageRequired),
  linkLabel: z.string().trim().max(L.linkLabel, M.linkLabelRequired).default(''),
  linkHref: z.union([z.literal(''), zHref]).default(''),
  endsAt: z.iso.datetime({ offset: true, message: M.bannerEndRequired }),
});
export const zBannerBody = zBannerFields.superRefine((banner, context) => {
  if (Boolean(banner.linkLabel) !== Boolean(banner.linkHref))
    context.addIssue({
      code: 'custom',
      path: [banner.linkLabel ? 'linkHref' : 'linkLabel'],
      message: M.bannerLinkPair,
    });
});
export type BannerBody = z.infer<typeof zBannerFields>;
export type BannerInput = z.input<typeof zBannerFields>;

/** A legal page (terms, privacy policy): a title, an introduction and numbered sections. */
export const zLegalBody = z.object({
  title: text(L.pageTitle, M.titleRequired),
  lead: z.string().trim().max(L.legalLead, M.legalLeadTooLong).default(''),
  sections: z
    .array(
      z.object({
        heading: text(L.legalHeading, M.legalHeadingRequired),
        /** Paragraphs apart by a blank line. */
        body: text(L.legalBody, M.legalBodyRequired),
      }),
    )
    .min(1, M.legalSectionsRange)
    .max(L.legalSections, M.legalSectionsRange),
});
export type LegalBody = z.infer<typeof zLegalBody>;

const pageMeta = contentVersionEndpoints(
  'page-meta',
  zPageMetaBody,
  'PageMeta',
  'the page titles and descriptions',
);
export const { list: listPageMetaVersions, create: createPageMetaVersion } = pageMeta;
export const { publish: publishPageMetaVersion } = pageMeta;

const footer = contentVersionEndpoints('footer', zFooterBody, 'Footer', 'the footer links and social links');
export const { list: listFooterVersions, create: createFooterVersion } = footer;
export const { publish: publishFooterVersion } = footer;

const banner = contentVersionEndpoints('banner', zBannerFields, 'Banner', 'the site banner', zBannerBody);
export const { list: listBannerVersions, create: createBannerVersion } = banner;
export const { publish: publishBannerVersion } = banner;

const terms = contentVersionEndpoints('terms', zLegalBody, 'Terms', 'the terms and conditions');
export const { list: listTermsVersions, create: createTermsVersion, publish: publishTermsVersion } = terms;

const privacy = contentVersionEndpoints('privacy', zLegalBody, 'Privacy', 'the privacy policy');
export const { list: listPrivacyVersions, create: createPrivacyVersion } = privacy;
export const { publish: publishPrivacyVersion } = privacy;

/**
 * Takes the banner down at once (decision 075): in every language it shows in, a new version
 * ending now is saved and published; nothing happens where none shows.
 */
export const takeDownBanner = defineEndpoint({
  operationId: 'takeDownBanner',
  method: 'POST',
  path: '/app/care/content/banner/take-down',
  summary:
    'Takes the site banner down at once in every language: a version ending now, published and audited',
  auth: true,
  session: 'agent',
  permission: 'content.edit',
  body: z.object({}),
  response: z.object({ message: z.string(), languages: z.array(zContentLanguage) }),
});

/** Each kind's versions as the console lists them. */
export const SITE_CONTENT_VERSIONS = {
  'page-meta': pageMeta.version,
  footer: footer.version,
  banner: banner.version,
  terms: terms.version,
  privacy: privacy.version,
} as const;
export type PageMetaVersion = z.infer<typeof pageMeta.version>;
export type FooterVersion = z.infer<typeof footer.version>;
export type BannerVersion = z.infer<typeof banner.version>;
export type LegalVersion = z.infer<typeof terms.version>;

/** The save and publish calls of every kind, for the server to register and the console to call. */
export const SITE_CONTENT_ENDPOINTS = { 'page-meta': pageMeta, footer, banner, terms, privacy } as const;
export type SiteContentKind = keyof typeof SITE_CONTENT_ENDPOINTS;
