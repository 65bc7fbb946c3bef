CREATE TABLE "idempotency_key" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"user_id" integer NOT NULL,
	"call" text NOT NULL,
	"request_hash" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_key_user_call_key_index" ON "idempotency_key" USING btree ("user_id","call","key");--> statement-breakpoint
CREATE INDEX "idempotency_key_created_index" ON "idempotency_key" USING btree ("created_at");--> statement-breakpoint
-- Decision 193 (spec 001 §4: standardized quote processed 3, quote request processed 3): a standardized quote
-- whose quote (CQ) was made is processed, whatever status it was left in — Complete, or WIP, Cancelled or Picked
-- Up after a reinstate that moved it back — and so is its request. Archived rows stay archived.
UPDATE "standardized_quote" AS "sq"
SET "status_id" = 3, "version" = "sq"."version" + 1, "updated_at" = now()
WHERE "sq"."status_id" IN (1, 2, 4, 5)
  AND EXISTS (SELECT 1 FROM "quote" AS "q" WHERE "q"."standardized_quote_id" = "sq"."id");--> statement-breakpoint
UPDATE "quote_request" AS "qr"
SET "status_id" = 3, "version" = "qr"."version" + 1, "updated_at" = now()
WHERE "qr"."status_id" IN (1, 2, 4)
  AND EXISTS (SELECT 1 FROM "quote" AS "q" WHERE "q"."quote_request_id" = "qr"."id");
