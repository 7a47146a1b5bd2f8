ALTER TABLE "user_addresses" ALTER COLUMN "mode" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD COLUMN "method" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "user_addresses" SET "mode" = 1 WHERE "street1" <> '' OR "city" <> '' OR "postcode" <> '';
