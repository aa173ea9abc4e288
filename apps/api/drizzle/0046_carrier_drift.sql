CREATE TABLE "carrier_drift" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid,
	"mdn" text NOT NULL,
	"kind" text NOT NULL,
	"ours" jsonb,
	"theirs" jsonb,
	"repair" text,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "carrier_drift" ADD CONSTRAINT "carrier_drift_line_id_subscription_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."subscription_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_drift_open_idx" ON "carrier_drift" USING btree ("mdn","kind") WHERE "carrier_drift"."resolved_at" is null;