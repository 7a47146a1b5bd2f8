CREATE TABLE "staff_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"member_id" integer,
	"member_name" text NOT NULL,
	"action" text NOT NULL,
	"tradeid" text,
	"amount" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_venue_at_idx" ON "staff_audit" USING btree ("venue_id","at");