CREATE TABLE "data_top_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"top_up_id" text NOT NULL,
	"name" text NOT NULL,
	"data_mb" integer NOT NULL,
	"period_end" timestamp (3) with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"price_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"final_cents" integer NOT NULL,
	"card_id" uuid,
	"card_network" text,
	"card_last4" text,
	"charge_id" text,
	"transaction_id" uuid,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carrier_numbers" ADD COLUMN "barred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "renewal_terms_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "renewal_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "renewal_consent_session_id" uuid;--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "renewal_notice_sent_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "cancel_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "cancelled_now" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "status_before_cancel" text;--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "lost_suspended_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "status_before_suspend" text;--> statement-breakpoint
ALTER TABLE "data_top_ups" ADD CONSTRAINT "data_top_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_top_ups" ADD CONSTRAINT "data_top_ups_line_id_subscription_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."subscription_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_top_ups_user_key_idx" ON "data_top_ups" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "data_top_ups_line_period_idx" ON "data_top_ups" USING btree ("line_id","period_end") WHERE "data_top_ups"."status" = 'paid';