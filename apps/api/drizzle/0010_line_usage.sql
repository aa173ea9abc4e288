CREATE TABLE "carrier_usage_extras" (
	"line_id" uuid NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"data_mb" integer DEFAULT 0 NOT NULL,
	"talk_minutes" integer DEFAULT 0 NOT NULL,
	"texts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "carrier_usage_extras_line_id_period_end_pk" PRIMARY KEY("line_id","period_end")
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "data_allowance_mb" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "talk_allowance_minutes" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "text_allowance" integer;--> statement-breakpoint
-- Plans made before allowances existed: the "<n>GB" of a plan's name (or of its description's data line) is its
-- data per period; a plan called Unlimited, or naming no amount, stays unlimited. Talk and text are unlimited on all.
UPDATE "plans" SET "data_allowance_mb" = 1024 * coalesce(
	substring("retail_name" from '(\d+)\s*[Gg][Bb]'),
	substring("retail_description" from '(\d+)\s*[Gg][Bb][^\n]*[Dd][Aa][Tt][Aa]')
)::integer WHERE "retail_name" !~* 'unlimited';--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "usage_alert_80_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "usage_alert_100_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carrier_usage_extras" ADD CONSTRAINT "carrier_usage_extras_line_id_subscription_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."subscription_lines"("id") ON DELETE cascade ON UPDATE no action;
