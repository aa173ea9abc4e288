ALTER TABLE "subscription_lines" ADD COLUMN "first_used_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "subscription_lines_first_used_idx" ON "subscription_lines" USING btree ("first_used_at");--> statement-breakpoint
-- The kept live months are kept anew (decisions 113 and 114): those kept before hold neither the open month nor the funnel's last steps; until the job keeps them again the page computes every month live.
DELETE FROM "kpi_live_months";