ALTER TABLE "table_sittings" ADD COLUMN "locked_by" smallint;--> statement-breakpoint
ALTER TABLE "table_sittings" ADD COLUMN "locked_at" bigint;