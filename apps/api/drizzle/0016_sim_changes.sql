CREATE TABLE "sim_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"from_sim_type" text NOT NULL,
	"from_iccid" text,
	"to_sim_type" text NOT NULL,
	"to_iccid" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carrier_numbers" ADD COLUMN "iccid" text;--> statement-breakpoint
ALTER TABLE "sim_changes" ADD CONSTRAINT "sim_changes_line_id_subscription_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."subscription_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_changes" ADD CONSTRAINT "sim_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_changes_line_idx" ON "sim_changes" USING btree ("line_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_changes_key_idx" ON "sim_changes" USING btree ("line_id","idempotency_key");