CREATE TABLE "carrier_commands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"line_id" uuid,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'ordered' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" text,
	"accepted_at" timestamp with time zone,
	"poll_after" timestamp with time zone,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_commands_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "carrier_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"command_id" uuid,
	"request_id" text NOT NULL,
	"type" text NOT NULL,
	"sequence" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"via" text NOT NULL,
	"error" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "esim_state" text;--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "esim_state_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "esim_nudged_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "carrier_commands" ADD CONSTRAINT "carrier_commands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_commands" ADD CONSTRAINT "carrier_commands_line_id_subscription_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."subscription_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_events" ADD CONSTRAINT "carrier_events_command_id_carrier_commands_id_fk" FOREIGN KEY ("command_id") REFERENCES "public"."carrier_commands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_commands_line_idx" ON "carrier_commands" USING btree ("line_id","created_at");--> statement-breakpoint
CREATE INDEX "carrier_commands_request_idx" ON "carrier_commands" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "carrier_commands_due_idx" ON "carrier_commands" USING btree ("next_attempt_at") WHERE "carrier_commands"."state" in ('ordered', 'sent');--> statement-breakpoint
CREATE INDEX "carrier_events_command_idx" ON "carrier_events" USING btree ("command_id","sequence");