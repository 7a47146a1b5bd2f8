ALTER TABLE "venue_order_categories" ADD COLUMN "name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;