ALTER TABLE "delivery" ADD COLUMN "tracking_status_id" smallint;--> statement-breakpoint
ALTER TABLE "delivery" ADD COLUMN "late_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery" ADD COLUMN "billed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery" ADD COLUMN "owner_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery" ADD COLUMN "cos_owner_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery" ADD COLUMN "seller_company_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery" ADD COLUMN "buyer_company_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
UPDATE "delivery" AS d SET
  "tracking_status_id" = (SELECT v."tracking_status_id" FROM "delivery_vehicle" v WHERE v."delivery_id" = d."id" AND v."position" = 1),
  "late_delivery" = coalesce((SELECT v."late_delivery" FROM "delivery_vehicle" v WHERE v."delivery_id" = d."id" AND v."position" = 1), false),
  "billed" = coalesce((SELECT v."billed" FROM "delivery_vehicle" v WHERE v."delivery_id" = d."id" AND v."position" = 1), false),
  "owner_user_ids" = coalesce((SELECT array_agg(o."user_id" ORDER BY o."user_id") FROM "delivery_owner" o WHERE o."delivery_id" = d."id" AND o."kind" = 1), '{}'),
  "cos_owner_user_ids" = coalesce((SELECT array_agg(o."user_id" ORDER BY o."user_id") FROM "delivery_owner" o WHERE o."delivery_id" = d."id" AND o."kind" = 2), '{}'),
  "seller_company_ids" = coalesce((SELECT array_agg(DISTINCT s."seller_company_id" ORDER BY s."seller_company_id") FROM "delivery_stop" s WHERE s."delivery_id" = d."id" AND s."seller_company_id" IS NOT NULL), '{}'),
  "buyer_company_ids" = coalesce((SELECT array_agg(DISTINCT o."buyer_company_id" ORDER BY o."buyer_company_id") FROM "delivery_stop" s JOIN "customer_order" o ON o."id" = s."order_id" WHERE s."delivery_id" = d."id"), '{}');--> statement-breakpoint
CREATE INDEX "delivery_tracking_status_index" ON "delivery" USING btree ("tracking_status_id","id");--> statement-breakpoint
CREATE INDEX "delivery_late_index" ON "delivery" USING btree ("late_delivery","id");--> statement-breakpoint
CREATE INDEX "delivery_billed_index" ON "delivery" USING btree ("billed","id");--> statement-breakpoint
CREATE INDEX "delivery_parties_index" ON "delivery" USING gin ("owner_user_ids","cos_owner_user_ids","seller_company_ids","buyer_company_ids") WITH (fastupdate=false);