CREATE TABLE "kpi_live_months" (
	"plan" text NOT NULL,
	"state" text NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"months" jsonb NOT NULL,
	CONSTRAINT "kpi_live_months_plan_state_pk" PRIMARY KEY("plan","state")
);
--> statement-breakpoint
ALTER TABLE "subscription_lines" ADD COLUMN "esim_installed_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "subscription_lines_esim_installed_idx" ON "subscription_lines" USING btree ("esim_installed_at");