-- Page titles and the footer become versioned content (decision 033): each product's rows are its version 1, published.
INSERT INTO "content_versions" ("product", "kind", "number", "body", "created_by_name")
SELECT "product", 'page-meta', 1,
  jsonb_build_object('pages', jsonb_agg(jsonb_build_object('page', "page", 'metaTitle', "meta_title", 'metaDescription', "meta_description") ORDER BY "id")),
  'Migration'
FROM "content_page_meta" GROUP BY "product"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "content_versions" ("product", "kind", "number", "body", "created_by_name")
SELECT "product", 'footer', 1,
  jsonb_build_object(
    'links', '[{"label":"Home","href":"/"},{"label":"Contact Us","href":"/contact-us"},{"label":"About","href":"/about"},{"label":"FAQ","href":"/faq"},{"label":"My Account","href":"/dashboard"},{"label":"Terms & Conditions","href":"/terms-and-conditions"},{"label":"Privacy Policy","href":"/privacy-policy"}]'::jsonb,
    'socials', jsonb_agg(jsonb_build_object('label', "label", 'link', "link", 'logoUrl', "logo_url") ORDER BY "position", "id")),
  'Migration'
FROM "content_socials" GROUP BY "product"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "content_published" ("product", "kind", "version_id", "published_by_name")
SELECT "product", "kind", "id", 'Migration' FROM "content_versions"
WHERE "kind" IN ('page-meta', 'footer') AND "number" = 1
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "content_page_meta" CASCADE;--> statement-breakpoint
DROP TABLE "content_socials" CASCADE;
