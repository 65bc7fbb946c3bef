DROP INDEX "customer_order_status_number_index";--> statement-breakpoint
DROP INDEX "customer_order_buyer_company_index";--> statement-breakpoint
DROP INDEX "customer_order_owner_index";--> statement-breakpoint
DROP INDEX "customer_order_province_index";--> statement-breakpoint
DROP INDEX "customer_order_inventory_status_index";--> statement-breakpoint
DROP INDEX "customer_order_picture_status_index";--> statement-breakpoint
DROP INDEX "customer_order_created_at_index";--> statement-breakpoint
DROP INDEX "customer_order_approx_job_date_index";--> statement-breakpoint
DROP INDEX "customer_order_grand_total_index";--> statement-breakpoint
CREATE INDEX "customer_order_number_list_index" ON "customer_order" USING btree ("order_number","phase_number","id","status_id","inventory_status_id","picture_status_id","owner_user_id","buyer_company_id","province_id","search_text");--> statement-breakpoint
CREATE INDEX "customer_order_status_sort_index" ON "customer_order" USING btree ("status_id","order_number","phase_number","id","inventory_status_id","picture_status_id","owner_user_id","buyer_company_id","province_id","search_text");--> statement-breakpoint
CREATE INDEX "customer_order_status_number_index" ON "customer_order" USING btree ("status_id","order_number","phase_number","id");--> statement-breakpoint
CREATE INDEX "customer_order_buyer_company_index" ON "customer_order" USING btree ("buyer_company_id","order_number","phase_number","id");--> statement-breakpoint
CREATE INDEX "customer_order_owner_index" ON "customer_order" USING btree ("owner_user_id","order_number","phase_number","id");--> statement-breakpoint
CREATE INDEX "customer_order_province_index" ON "customer_order" USING btree ("province_id","order_number","phase_number","id");--> statement-breakpoint
CREATE INDEX "customer_order_inventory_status_index" ON "customer_order" USING btree ("inventory_status_id","order_number","phase_number","id");--> statement-breakpoint
CREATE INDEX "customer_order_picture_status_index" ON "customer_order" USING btree ("picture_status_id","order_number","phase_number","id");--> statement-breakpoint
CREATE INDEX "customer_order_created_at_index" ON "customer_order" USING btree ("created_at","id","status_id","inventory_status_id","picture_status_id","owner_user_id","buyer_company_id","province_id","search_text");--> statement-breakpoint
CREATE INDEX "customer_order_approx_job_date_index" ON "customer_order" USING btree ("approx_job_date","id","status_id","inventory_status_id","picture_status_id","owner_user_id","buyer_company_id","province_id","search_text");--> statement-breakpoint
CREATE INDEX "customer_order_grand_total_index" ON "customer_order" USING btree ("grand_total","id","status_id","inventory_status_id","picture_status_id","owner_user_id","buyer_company_id","province_id","search_text");