ALTER TABLE "brands" ADD COLUMN "contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "postal_address" text DEFAULT '' NOT NULL;