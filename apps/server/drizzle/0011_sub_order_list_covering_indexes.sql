DROP INDEX "sub_order_number_index";--> statement-breakpoint
DROP INDEX "sub_order_seller_index";--> statement-breakpoint
DROP INDEX "sub_order_buyer_index";--> statement-breakpoint
DROP INDEX "sub_order_status_index";--> statement-breakpoint
DROP INDEX "sub_order_inventory_status_index";--> statement-breakpoint
DROP INDEX "sub_order_delivery_status_index";--> statement-breakpoint
DROP INDEX "sub_order_pick_date_index";--> statement-breakpoint
DROP INDEX "sub_order_delivery_date_index";--> statement-breakpoint
DROP INDEX "sub_order_transporter_index";--> statement-breakpoint
CREATE INDEX "sub_order_delivery_status_sort_index" ON "sub_order" USING btree ("delivery_status_id","order_number","phase_number","sequence_number","id","seller_company_id","buyer_company_id","status_id","inventory_status_id","transporter_id","order_id");--> statement-breakpoint
CREATE INDEX "sub_order_number_index" ON "sub_order" USING btree ("order_number","phase_number","sequence_number","id","seller_company_id","buyer_company_id","status_id","inventory_status_id","delivery_status_id","transporter_id","order_id");--> statement-breakpoint
CREATE INDEX "sub_order_seller_index" ON "sub_order" USING btree ("seller_company_id","order_number","phase_number","sequence_number","id");--> statement-breakpoint
CREATE INDEX "sub_order_buyer_index" ON "sub_order" USING btree ("buyer_company_id","order_number","phase_number","sequence_number","id");--> statement-breakpoint
CREATE INDEX "sub_order_status_index" ON "sub_order" USING btree ("status_id","order_number","phase_number","sequence_number","id");--> statement-breakpoint
CREATE INDEX "sub_order_inventory_status_index" ON "sub_order" USING btree ("inventory_status_id","order_number","phase_number","sequence_number","id");--> statement-breakpoint
CREATE INDEX "sub_order_delivery_status_index" ON "sub_order" USING btree ("delivery_status_id","order_number","phase_number","sequence_number","id");--> statement-breakpoint
CREATE INDEX "sub_order_pick_date_index" ON "sub_order" USING btree ("pick_date_from","id","seller_company_id","buyer_company_id","status_id","inventory_status_id","delivery_status_id","transporter_id","order_id");--> statement-breakpoint
CREATE INDEX "sub_order_delivery_date_index" ON "sub_order" USING btree ("delivery_date_from","id","seller_company_id","buyer_company_id","status_id","inventory_status_id","delivery_status_id","transporter_id","order_id");--> statement-breakpoint
CREATE INDEX "sub_order_transporter_index" ON "sub_order" USING btree ("transporter_id","order_number","phase_number","sequence_number","id");