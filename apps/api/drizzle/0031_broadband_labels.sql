CREATE TABLE "broadband_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"code" text NOT NULL,
	"facts" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "broadband_labels_code_unique" UNIQUE("code"),
	CONSTRAINT "broadband_labels_plan_version" UNIQUE("plan_id","version")
);
