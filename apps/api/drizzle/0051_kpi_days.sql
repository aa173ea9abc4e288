CREATE TABLE "kpi_days" (
	"day" date NOT NULL,
	"plan" text NOT NULL,
	"state" text NOT NULL,
	"figures" jsonb NOT NULL,
	CONSTRAINT "kpi_days_plan_state_day_pk" PRIMARY KEY("plan","state","day")
);
--> statement-breakpoint
CREATE INDEX "line_endings_withdrawn_idx" ON "line_endings" USING btree ("withdrawn_at");--> statement-breakpoint
CREATE INDEX "subscription_lines_created_idx" ON "subscription_lines" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_line_state_idx" ON "orders" USING btree ("line_id","tax_state");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "support_conversations_created_idx" ON "support_conversations" USING btree ("created_at");