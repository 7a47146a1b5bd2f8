CREATE TABLE "deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"method" integer NOT NULL,
	"courier" text NOT NULL,
	"order_id" integer,
	"tradeid" text DEFAULT '' NOT NULL,
	"address" jsonb NOT NULL,
	"request" jsonb NOT NULL,
	"external_delivery_id" text NOT NULL,
	"fee" integer NOT NULL,
	"tax" integer NOT NULL,
	"quote_paid" integer,
	"quote_expires_at" bigint NOT NULL,
	"tip" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'quoted' NOT NULL,
	"status_rank" integer DEFAULT -1 NOT NULL,
	"support_reference" text DEFAULT '' NOT NULL,
	"driver_name" text DEFAULT '' NOT NULL,
	"driver_pickup_phone" text DEFAULT '' NOT NULL,
	"driver_dropoff_phone" text DEFAULT '' NOT NULL,
	"pickup_time_estimated" text DEFAULT '' NOT NULL,
	"dropoff_time_estimated" text DEFAULT '' NOT NULL,
	"tracking_url" text DEFAULT '' NOT NULL,
	"driver_lat" double precision,
	"driver_lng" double precision,
	"flagged" boolean DEFAULT false NOT NULL,
	"flag_reason" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"booked_at" bigint
);
--> statement-breakpoint
CREATE TABLE "delivery_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" bigint NOT NULL,
	"lease_until" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"done_at" bigint,
	"error" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_simulator_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"method" integer NOT NULL,
	"delivery_id" text NOT NULL,
	"fee" integer NOT NULL,
	"tax" integer NOT NULL,
	"quoted_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"pickup_name" text DEFAULT '' NOT NULL,
	"pickup_lat" double precision NOT NULL,
	"pickup_lng" double precision NOT NULL,
	"dropoff_lat" double precision NOT NULL,
	"dropoff_lng" double precision NOT NULL,
	"dropoff_street" text DEFAULT '' NOT NULL,
	"distance" integer NOT NULL,
	"accepted_at" bigint,
	"tip" integer DEFAULT 0 NOT NULL,
	"cancelled_at" bigint,
	"sent_rank" integer DEFAULT -1 NOT NULL,
	"driver_name" text DEFAULT '' NOT NULL,
	"driver_phone" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "deliveries_order_idx" ON "deliveries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_external_uq" ON "deliveries" USING btree ("method","external_delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_bookings_delivery_uq" ON "delivery_bookings" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "courier_sim_active_idx" ON "courier_simulator_deliveries" USING btree ("accepted_at","sent_rank");