CREATE TABLE "line_price_notices" (
	"change_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"old_price_cents" integer NOT NULL,
	"new_price_cents" integer NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"effective_from" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_price_notices_change_id_line_id_pk" PRIMARY KEY("change_id","line_id")
);
--> statement-breakpoint
ALTER TABLE "plan_price_changes" ADD COLUMN "not_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "line_price_notices" ADD CONSTRAINT "line_price_notices_change_id_plan_price_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."plan_price_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_price_notices" ADD CONSTRAINT "line_price_notices_line_id_subscription_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."subscription_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_price_notices" ADD CONSTRAINT "line_price_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_price_notices_line" ON "line_price_notices" USING btree ("line_id");