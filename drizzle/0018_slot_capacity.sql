CREATE TABLE "order_slot_claims" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"category_type" integer NOT NULL,
	"slot_start" bigint NOT NULL,
	"items" integer NOT NULL,
	"subtotal" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_counts" (
	"venue_id" integer NOT NULL,
	"category_type" integer NOT NULL,
	"slot_start" bigint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_counts_venue_id_category_type_slot_start_pk" PRIMARY KEY("venue_id","category_type","slot_start")
);
--> statement-breakpoint
ALTER TABLE "order_slot_claims" ADD CONSTRAINT "order_slot_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;