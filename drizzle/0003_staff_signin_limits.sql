CREATE TABLE "request_limit_hits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_limit_hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"at" bigint NOT NULL,
	"ok" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_limit_hits_kind_key_at_idx" ON "request_limit_hits" USING btree ("kind","key","at");