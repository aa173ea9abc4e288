DROP INDEX "users_full_name_prefix_idx";--> statement-breakpoint
DROP INDEX "users_last_name_prefix_idx";--> statement-breakpoint
CREATE INDEX "users_care_last_first_idx" ON "users" USING btree (lower("last_name") collate "C",lower("first_name") collate "C","id") WHERE "users"."role" = 'customer';--> statement-breakpoint
CREATE INDEX "users_care_first_last_idx" ON "users" USING btree (lower("first_name") collate "C",lower("last_name") collate "C","id") WHERE "users"."role" = 'customer';