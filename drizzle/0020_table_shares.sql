CREATE TABLE "table_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sitting_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"session_id" integer,
	"payer" text DEFAULT '' NOT NULL,
	"request" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"lines" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tip" integer DEFAULT 0 NOT NULL,
	"bill_total" integer NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"created_at" bigint NOT NULL,
	"paid_at" bigint
);
--> statement-breakpoint
ALTER TABLE "table_shares" ADD CONSTRAINT "table_shares_sitting_id_table_sittings_id_fk" FOREIGN KEY ("sitting_id") REFERENCES "public"."table_sittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_shares" ADD CONSTRAINT "table_shares_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "table_shares_sitting_idx" ON "table_shares" USING btree ("sitting_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "table_shares_order_uq" ON "table_shares" USING btree ("order_id");