CREATE TABLE "line_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"from_id" uuid NOT NULL,
	"to_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"renewal_consent_at" timestamp with time zone,
	"renewal_terms_version" text
);
--> statement-breakpoint
ALTER TABLE "line_transfers" ADD CONSTRAINT "line_transfers_line_id_subscription_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."subscription_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_transfers" ADD CONSTRAINT "line_transfers_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_transfers" ADD CONSTRAINT "line_transfers_to_id_users_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "line_transfers_pending" ON "line_transfers" USING btree ("line_id") WHERE "line_transfers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "line_transfers_from" ON "line_transfers" USING btree ("from_id");--> statement-breakpoint
CREATE INDEX "line_transfers_to" ON "line_transfers" USING btree ("to_id");