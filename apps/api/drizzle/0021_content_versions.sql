CREATE TABLE "content_published" (
	"product" text NOT NULL,
	"kind" text NOT NULL,
	"version_id" uuid NOT NULL,
	"published_by_id" uuid,
	"published_by_name" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_published_product_kind_pk" PRIMARY KEY("product","kind")
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product" text NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_published" ADD CONSTRAINT "content_published_version_id_content_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."content_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_product_kind_number_idx" ON "content_versions" USING btree ("product","kind","number");