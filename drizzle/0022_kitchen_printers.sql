CREATE TABLE "kitchen_printers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kitchen_printers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"stations" jsonb NOT NULL,
	"token" text DEFAULT '' NOT NULL,
	"online" smallint,
	"offline_since" bigint,
	"last_error" text DEFAULT '' NOT NULL,
	"last_seen_at" bigint
);
--> statement-breakpoint
CREATE TABLE "print_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "print_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"printer_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"copy" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_try_at" bigint NOT NULL,
	"claimed_at" bigint,
	"created_at" bigint NOT NULL,
	"printed_at" bigint
);
--> statement-breakpoint
ALTER TABLE "kitchen_printers" ADD CONSTRAINT "kitchen_printers_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printer_id_kitchen_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."kitchen_printers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_ticket_id_kitchen_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."kitchen_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_printers_code_uq" ON "kitchen_printers" USING btree ("venue_id","code");--> statement-breakpoint
CREATE INDEX "kitchen_printers_token_idx" ON "kitchen_printers" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_copy_uq" ON "print_jobs" USING btree ("ticket_id","printer_id","copy");--> statement-breakpoint
CREATE INDEX "print_jobs_due_idx" ON "print_jobs" USING btree ("status","next_try_at");