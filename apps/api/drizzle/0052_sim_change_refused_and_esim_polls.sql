ALTER TABLE "sim_changes" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sim_changes" ADD COLUMN "refusal_code" text;--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "esim_polled_at" timestamp (3) with time zone;