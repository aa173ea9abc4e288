CREATE TABLE "kpi_snapshots" (
	"day" date PRIMARY KEY NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"figures" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "line_endings_line_at_idx" ON "line_endings" USING btree ("line_id","at");