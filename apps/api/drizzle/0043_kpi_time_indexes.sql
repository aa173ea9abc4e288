CREATE INDEX "line_renewals_period_end_idx" ON "line_renewals" USING btree ("period_end");--> statement-breakpoint
CREATE INDEX "port_events_at_idx" ON "port_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "transactions_time_idx" ON "transactions" USING btree ("transaction_time");