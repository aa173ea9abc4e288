CREATE TABLE "notice_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"billing" text DEFAULT 'mail' NOT NULL,
	"usage" text DEFAULT 'mail' NOT NULL,
	"service" text DEFAULT 'mail' NOT NULL,
	"family" text DEFAULT 'mail' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD CONSTRAINT "notice_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;