CREATE TABLE "stock_marks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_marks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"mode" text NOT NULL,
	"prev_status" integer NOT NULL,
	"prev_inventory" smallint NOT NULL,
	"prev_stocks" integer NOT NULL,
	"back_at" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_service" (
	"venue_id" integer PRIMARY KEY NOT NULL,
	"pauses" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"busy_minutes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_marks" ADD CONSTRAINT "stock_marks_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_service" ADD CONSTRAINT "venue_service_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_marks_item_uq" ON "stock_marks" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "stock_marks_venue_idx" ON "stock_marks" USING btree ("venue_id","back_at");