CREATE TABLE "venue_stations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venue_stations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kitchen_fires" (
	"tradeid" text NOT NULL,
	"course" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"fired_at" bigint NOT NULL,
	"fired_by" text NOT NULL,
	CONSTRAINT "kitchen_fires_tradeid_course_pk" PRIMARY KEY("tradeid","course")
);
--> statement-breakpoint
CREATE TABLE "kitchen_tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kitchen_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"source" smallint NOT NULL,
	"tradeid" text NOT NULL,
	"order_id" integer,
	"label" text NOT NULL,
	"category_type" smallint NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"station" text NOT NULL,
	"station_name" text NOT NULL,
	"course" integer DEFAULT 0 NOT NULL,
	"course_name" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"ready_by" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"fired_at" bigint,
	"bumped_at" bigint
);
--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "station" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "modifiers" ADD COLUMN "station" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "station" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "course" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_order_sequences" ADD COLUMN "at_once" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_stations" ADD CONSTRAINT "venue_stations_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_fires" ADD CONSTRAINT "kitchen_fires_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_tickets" ADD CONSTRAINT "kitchen_tickets_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "venue_stations_uq" ON "venue_stations" USING btree ("venue_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_tickets_uq" ON "kitchen_tickets" USING btree ("tradeid","round","station","course");--> statement-breakpoint
CREATE INDEX "kitchen_tickets_venue_idx" ON "kitchen_tickets" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "kitchen_tickets_open_idx" ON "kitchen_tickets" USING btree ("venue_id") WHERE bumped_at is null;