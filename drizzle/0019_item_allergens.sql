ALTER TABLE "modifiers" ADD COLUMN "allergens" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergens" jsonb;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "allergens" jsonb;