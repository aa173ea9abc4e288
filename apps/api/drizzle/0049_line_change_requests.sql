ALTER TABLE "line_requests" ALTER COLUMN "top_up_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "line_requests" ADD COLUMN "plan_id" uuid;--> statement-breakpoint
ALTER TABLE "line_requests" ADD COLUMN "plan_when" text;--> statement-breakpoint
ALTER TABLE "line_requests" ADD COLUMN "cap_gb" integer;