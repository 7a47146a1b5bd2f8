CREATE TABLE "loyalty_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"kind" text NOT NULL,
	"unit" text NOT NULL,
	"card" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"order_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"template" text NOT NULL,
	"name" text NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"type" integer NOT NULL,
	"value" integer NOT NULL,
	"minimum_order" integer DEFAULT 0 NOT NULL,
	"venues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"member_only" boolean DEFAULT true NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"valid_start_at" bigint NOT NULL,
	"valid_end_at" bigint NOT NULL,
	"used_order_id" integer,
	"used_by" text DEFAULT '' NOT NULL,
	"used_at" bigint,
	"source_key" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "membership" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "loyalty_ledger_member_idx" ON "loyalty_ledger" USING btree ("user_id","brand_id");--> statement-breakpoint
CREATE INDEX "loyalty_ledger_order_idx" ON "loyalty_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_earn_uq" ON "loyalty_ledger" USING btree ("order_id","unit","card") WHERE kind = 'earn';--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_uq" ON "vouchers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_source_uq" ON "vouchers" USING btree ("user_id","source_key");--> statement-breakpoint
CREATE INDEX "vouchers_user_idx" ON "vouchers" USING btree ("user_id","brand_id");--> statement-breakpoint
CREATE INDEX "vouchers_order_idx" ON "vouchers" USING btree ("used_order_id");