/**
 * The site content migration (decision 033) on a database whose page titles and social links were
 * rows before it: each product's rows become its version 1 of `page-meta` and `footer` (with the
 * footer links of SPEC §2), published, and the old tables are gone. Runs on a scratch database.
 */
import { describe, expect, it } from 'vitest';
import { findMigrationsFolder } from '../../src/db/client';
import { migrationsBefore, openScratchDatabase } from '../support/scratch-migrations';

/** A version the migration wrote: the first of its kind, published by 'Migration'. */
const migrated = (product: string, kind: string, body: unknown) => ({
  product,
  kind,
  number: 1,
  published_by_name: 'Migration',
  body,
});

describe('migration site_content_versions', () => {
  it(
    'makes each product’s page titles and socials its first published version',
    { timeout: 90_000 },
    async () => {
      const scratch = await openScratchDatabase();
      const before = migrationsBefore('site_content_versions');
      try {
        await scratch.migrate(before.folder);
        for (const [product, page, title] of [
          ['brightline', 'home', 'Home | Brightline'],
          ['brightline', 'faq', 'FAQ | Brightline'],
          ['other', 'home', 'Other home'],
        ]) {
          await scratch.query(
            'insert into content_page_meta (product, page, meta_title, meta_description) values ($1, $2, $3, $4)',
            [product, page, title, `About ${page}`],
          );
        }
        await scratch.query(
          `insert into content_socials (product, link, logo_url, label, position) values
          ('brightline', 'https://x.com/', '/social/x.svg', 'X', 1),
          ('brightline', 'https://www.facebook.com/', '/social/facebook.svg', 'Facebook', 0)`,
        );

        await scratch.migrate(findMigrationsFolder());

        const published = await scratch.query(
          `select p.product, p.kind, v.number, v.body, p.published_by_name from content_published p
         join content_versions v on v.id = p.version_id order by p.product, p.kind`,
        );
        expect(published).toEqual([
          migrated('brightline', 'footer', {
            links: [
              { label: 'Home', href: '/' },
              { label: 'Contact Us', href: '/contact-us' },
              { label: 'About', href: '/about' },
              { label: 'FAQ', href: '/faq' },
              { label: 'My Account', href: '/dashboard' },
              { label: 'Terms & Conditions', href: '/terms-and-conditions' },
              { label: 'Privacy Policy', href: '/privacy-policy' },
            ],
            socials: [
              { label: 'Facebook', link: 'https://www.facebook.com/', logoUrl: '/social/facebook.svg' },
              { label: 'X', link: 'https://x.com/', logoUrl: '/social/x.svg' },
            ],
          }),
          migrated('brightline', 'page-meta', {
            pages: [
              { page: 'home', metaTitle: 'Home | Brightline', metaDescription: 'About home' },
              { page: 'faq', metaTitle: 'FAQ | Brightline', metaDescription: 'About faq' },
            ],
          }),
          migrated('other', 'page-meta', {
            pages: [{ page: 'home', metaTitle: 'Other home', metaDescription: 'About home' }],
          }),
        ]);
        const tables = await scratch.query(
          "select table_name from information_schema.tables where table_name in ('content_page_meta', 'content_socials')",
        );
        expect(tables).toEqual([]);
      } finally {
        before.remove();
        await scratch.close();
      }
    },
  );
});
