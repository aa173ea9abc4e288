ALTER TABLE "sandbox_charges" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_audit" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "support_audit" ADD COLUMN "call" text;--> statement-breakpoint
CREATE INDEX "orders_unfinished_lease_idx" ON "orders" USING btree ("lease_until") WHERE "orders"."status" in ('pending', 'charged');--> statement-breakpoint
CREATE INDEX "support_audit_session_idx" ON "support_audit" USING btree ("session_id","created_at");