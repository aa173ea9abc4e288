CREATE TABLE "carrier_emergency_addresses" (
	"mdn" text PRIMARY KEY NOT NULL,
	"address_one" text NOT NULL,
	"address_two" text,
	"company_name" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"lines_cancelled" integer NOT NULL,
	"kept" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_emergency_addresses" (
	"line_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"address_one" text NOT NULL,
	"address_two" text,
	"company_name" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"disclosure_version" text NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_emergency_addresses" ADD CONSTRAINT "line_emergency_addresses_line_id_subscription_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."subscription_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_emergency_addresses" ADD CONSTRAINT "line_emergency_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deletion_requests_due_idx" ON "deletion_requests" USING btree ("due_at");