CREATE TABLE "content_carrier_help" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_carrier_help_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product" text NOT NULL,
	"carrier" text NOT NULL,
	"account_number" text NOT NULL,
	"pin" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"tac" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"esim" boolean NOT NULL,
	"compatible" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "port_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "port_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"port_id" uuid NOT NULL,
	"type" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "port_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"msisdn" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"billing_account_number" text,
	"pin" text,
	"first_name" text,
	"last_name" text,
	"zip_code" text NOT NULL,
	"partner_sim_iccid" text,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "port_events" ADD CONSTRAINT "port_events_port_id_port_requests_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."port_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_requests" ADD CONSTRAINT "port_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_requests" ADD CONSTRAINT "port_requests_line_id_subscription_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."subscription_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_carrier_help_product_carrier_idx" ON "content_carrier_help" USING btree ("product","carrier");--> statement-breakpoint
CREATE INDEX "port_events_port_idx" ON "port_events" USING btree ("port_id","at");--> statement-breakpoint
CREATE INDEX "port_requests_user_idx" ON "port_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "port_requests_line_idx" ON "port_requests" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "port_requests_msisdn_idx" ON "port_requests" USING btree ("msisdn");