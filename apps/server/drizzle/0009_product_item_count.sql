ALTER TABLE "product" ADD COLUMN "item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "product" SET "item_count" = (SELECT count(*) FROM "product_item" WHERE "product_item"."product_id" = "product"."id");
