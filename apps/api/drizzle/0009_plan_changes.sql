CREATE TABLE "plan_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"from_plan_id" uuid,
	"to_plan_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"idempotency_key" text,
	"amount_cents" integer,
	"plan_cents" integer,
	"lease_until" timestamp with time zone,
	"charge_id" text,
	"transaction_id" uuid,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_line_id_subscription_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."subscription_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_from_plan_id_plans_id_fk" FOREIGN KEY ("from_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_to_plan_id_plans_id_fk" FOREIGN KEY ("to_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_changes_user_key_idx" ON "plan_changes" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_changes_scheduled_idx" ON "plan_changes" USING btree ("line_id") WHERE "plan_changes"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "plan_changes_pending_idx" ON "plan_changes" USING btree ("line_id") WHERE "plan_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "plan_changes_line_idx" ON "plan_changes" USING btree ("line_id");