ALTER TABLE "deletion_requests" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "done_by_id" uuid;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "done_by_name" text;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "done_reason" text;