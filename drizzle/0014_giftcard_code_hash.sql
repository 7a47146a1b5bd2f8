-- Gift-card codes are no longer stored (issue 26 item 5): existing rows keep the SHA-256 of their code
-- (PostgreSQL's built-in sha256(), also in PGlite; no pgcrypto) and its last four characters, then the
-- plain column is dropped, all in the migration's transaction (giftcards/schema.ts says why SHA-256).
DROP INDEX "gift_cards_code_uq";--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "last4" text;--> statement-breakpoint
UPDATE "gift_cards" SET "code_hash" = encode(sha256(convert_to("code", 'UTF8')), 'hex'), "last4" = right("code", 4);--> statement-breakpoint
ALTER TABLE "gift_cards" ALTER COLUMN "code_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ALTER COLUMN "last4" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_hash_uq" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
ALTER TABLE "gift_cards" DROP COLUMN "code";
