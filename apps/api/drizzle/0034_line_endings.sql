CREATE TABLE "line_endings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"cause" text NOT NULL,
	"reason_code" text,
	"note" text,
	"gaining_carrier" text,
	"at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "line_endings" ADD CONSTRAINT "line_endings_line_id_subscription_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."subscription_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_endings" ADD CONSTRAINT "line_endings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "line_endings_open_idx" ON "line_endings" USING btree ("line_id") WHERE "line_endings"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "line_endings_at_idx" ON "line_endings" USING btree ("at","cause");