ALTER TABLE "orders" ADD COLUMN "renewal_terms_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "renewal_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "renewal_consent_session_id" uuid;--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "renewal_notice_sent_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "cancel_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "cancelled_now" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "status_before_cancel" text;