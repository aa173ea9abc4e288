ALTER TABLE "content_published" ADD COLUMN "language" text DEFAULT 'en-US' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_versions" ADD COLUMN "language" text DEFAULT 'en-US' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD COLUMN "language" text;--> statement-breakpoint
DROP INDEX "content_versions_product_kind_number_idx";--> statement-breakpoint
ALTER TABLE "content_published" DROP CONSTRAINT "content_published_product_kind_pk";--> statement-breakpoint
ALTER TABLE "content_published" ADD CONSTRAINT "content_published_product_kind_language_pk" PRIMARY KEY("product","kind","language");--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_product_kind_language_number_idx" ON "content_versions" USING btree ("product","kind","language","number");
