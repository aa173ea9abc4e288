CREATE TABLE "kpi_days" (
	"day" date NOT NULL,
	"plan" text NOT NULL,
	"state" text NOT NULL,
	"figures" jsonb NOT NULL,
	CONSTRAINT "kpi_days_plan_state_day_pk" PRIMARY KEY("plan","state","day")
);
--> statement-breakpoint
CREATE INDEX "line_endings_withdrawn_idx" ON "line_endings" USING btree ("withdrawn_at");--> statement-breakpoint
CREATE INDEX "subscription_lines_created_idx" ON "subscription_lines" USING btree ("created_at");