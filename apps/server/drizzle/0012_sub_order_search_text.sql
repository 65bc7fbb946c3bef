DROP INDEX "sub_order_number_index";--> statement-breakpoint
DROP INDEX "sub_order_delivery_status_sort_index";--> statement-breakpoint
DROP INDEX "sub_order_pick_date_index";--> statement-breakpoint
DROP INDEX "sub_order_delivery_date_index";--> statement-breakpoint
-- Decision 182: the sub-order carries its order's folded job text. Existing sub-orders copy it before the
-- column becomes required (drizzle-kit would add it NOT NULL at once, which a table with rows refuses).
ALTER TABLE "sub_order" ADD COLUMN "search_text" text;--> statement-breakpoint
UPDATE "sub_order" SET "search_text" = "customer_order"."search_text" FROM "customer_order" WHERE "customer_order"."id" = "sub_order"."order_id";--> statement-breakpoint
ALTER TABLE "sub_order" ALTER COLUMN "search_text" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "sub_order_search_trigram_index" ON "sub_order" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sub_order_number_index" ON "sub_order" USING btree ("order_number","phase_number","sequence_number","id","seller_company_id","buyer_company_id","status_id","inventory_status_id","delivery_status_id","transporter_id","search_text");--> statement-breakpoint
CREATE INDEX "sub_order_delivery_status_sort_index" ON "sub_order" USING btree ("delivery_status_id","order_number","phase_number","sequence_number","id","seller_company_id","buyer_company_id","status_id","inventory_status_id","transporter_id","search_text");--> statement-breakpoint
CREATE INDEX "sub_order_pick_date_index" ON "sub_order" USING btree ("pick_date_from","id","seller_company_id","buyer_company_id","status_id","inventory_status_id","delivery_status_id","transporter_id","search_text");--> statement-breakpoint
CREATE INDEX "sub_order_delivery_date_index" ON "sub_order" USING btree ("delivery_date_from","id","seller_company_id","buyer_company_id","status_id","inventory_status_id","delivery_status_id","transporter_id","search_text");