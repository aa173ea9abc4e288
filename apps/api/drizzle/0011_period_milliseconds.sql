-- Plan periods to the millisecond. Periods written by the database (migration 0008 for older lines, the column
-- defaults) carried microseconds on PostgreSQL, finer than the dates the API reads back and compares with them:
-- such a line never matched its reminder, renewal or usage-mail claim. Existing values are rounded once here.
ALTER TABLE "line_renewals" ALTER COLUMN "period_end" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "plan_changes" ALTER COLUMN "period_end" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "subscription_lines" ALTER COLUMN "period_start" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "subscription_lines" ALTER COLUMN "period_start" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "subscription_lines" ALTER COLUMN "period_end" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "subscription_lines" ALTER COLUMN "period_end" SET DEFAULT now() + interval '30 days';--> statement-breakpoint
ALTER TABLE "subscription_lines" ALTER COLUMN "reminder_sent_for" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "subscription_lines" ALTER COLUMN "usage_alert_80_for" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "subscription_lines" ALTER COLUMN "usage_alert_100_for" SET DATA TYPE timestamp (3) with time zone;