CREATE TABLE "notice_text_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"text_id" uuid,
	"type" text NOT NULL,
	"sequence" integer NOT NULL,
	"outcome" text NOT NULL,
	"via" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"line_id" uuid,
	"to" text NOT NULL,
	"notice" text,
	"kind" text,
	"body" text NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"fallback" jsonb,
	"state" text DEFAULT 'sent' NOT NULL,
	"request_id" text,
	"failure" jsonb,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reported_at" timestamp with time zone,
	"poll_after" timestamp with time zone NOT NULL,
	"followed_up_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "notice_texts_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "notice_text_events" ADD CONSTRAINT "notice_text_events_text_id_notice_texts_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."notice_texts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_texts" ADD CONSTRAINT "notice_texts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_texts" ADD CONSTRAINT "notice_texts_line_id_subscription_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."subscription_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_texts_user_idx" ON "notice_texts" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "notice_texts_line_idx" ON "notice_texts" USING btree ("line_id","sent_at");--> statement-breakpoint
CREATE INDEX "notice_texts_request_idx" ON "notice_texts" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "notice_texts_poll_idx" ON "notice_texts" USING btree ("poll_after") WHERE "notice_texts"."state" = 'sent';