CREATE TABLE "tax_rate_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"jurisdiction_code" text NOT NULL,
	"jurisdiction_name" text NOT NULL,
	"level" text NOT NULL,
	"tax_type" text NOT NULL,
	"basis" text NOT NULL,
	"rate_milli_percent" integer,
	"amount_cents" integer,
	"base_share_milli_percent" integer DEFAULT 100000 NOT NULL,
	"applies_to" text[] NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"billable" boolean DEFAULT true NOT NULL,
	"reportable" boolean DEFAULT true NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_zip_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zip_from" integer NOT NULL,
	"zip_to" integer NOT NULL,
	"state" text NOT NULL,
	"name" text NOT NULL,
	"local_codes" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usf_quarters" (
	"quarter" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"factor_milli_percent" integer NOT NULL,
	"interstate_share_milli_percent" integer NOT NULL,
	"pass_through_milli_percent" integer
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_sourcing" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_zip" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_fallback" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_lines" jsonb;--> statement-breakpoint
CREATE INDEX "tax_rate_versions_code_idx" ON "tax_rate_versions" USING btree ("jurisdiction_code","effective_from");--> statement-breakpoint
CREATE INDEX "tax_zip_areas_range_idx" ON "tax_zip_areas" USING btree ("zip_from","zip_to");