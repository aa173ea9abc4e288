CREATE TABLE "line_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"last_failure" text,
	"charge_id" text,
	"transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "period_start" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "period_end" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "auto_renew" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "reminder_sent_for" timestamp with time zone;--> statement-breakpoint
-- Lines made before plan periods existed: their current period is the 30-day one since activation that contains now.
UPDATE "subscription_lines" SET "period_start" = "created_at" + floor(extract(epoch from (now() - "created_at")) / 2592000) * interval '30 days';--> statement-breakpoint
UPDATE "subscription_lines" SET "period_end" = "period_start" + interval '30 days';--> statement-breakpoint
ALTER TABLE "line_renewals" ADD CONSTRAINT "line_renewals_line_id_subscription_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."subscription_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_renewals" ADD CONSTRAINT "line_renewals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "line_renewals_line_period_idx" ON "line_renewals" USING btree ("line_id","period_end");--> statement-breakpoint
CREATE INDEX "line_renewals_due_idx" ON "line_renewals" USING btree ("next_attempt_at") WHERE "line_renewals"."status" = 'open';--> statement-breakpoint
CREATE INDEX "subscription_lines_period_end_idx" ON "subscription_lines" USING btree ("period_end");