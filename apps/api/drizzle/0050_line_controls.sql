CREATE TABLE "line_control_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"by_user_id" uuid NOT NULL,
	"what" text NOT NULL,
	"value" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_controls" (
	"line_id" uuid PRIMARY KEY NOT NULL,
	"spending_cap_cents" integer,
	"data_alert_percent" integer,
	"data_alert_sent_for" timestamp with time zone,
	"paused_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "line_control_events" ADD CONSTRAINT "line_control_events_line_id_subscription_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."subscription_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_control_events" ADD CONSTRAINT "line_control_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_controls" ADD CONSTRAINT "line_controls_line_id_subscription_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."subscription_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_control_events_line" ON "line_control_events" USING btree ("line_id");