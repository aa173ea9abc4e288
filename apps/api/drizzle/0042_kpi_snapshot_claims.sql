CREATE TABLE "kpi_snapshot_claims" (
	"day" date PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
