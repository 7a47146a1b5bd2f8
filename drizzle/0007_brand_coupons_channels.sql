ALTER TABLE "combos" ADD COLUMN "channels" smallint DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "channels" smallint DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "set_menus" ADD COLUMN "channels" smallint DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "sku" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "usage_limit_total" integer DEFAULT 0 NOT NULL;