CREATE INDEX "delivery_fill_rate_index" ON "delivery" USING btree ("fill_rate","id");--> statement-breakpoint
CREATE INDEX "delivery_route_distance_index" ON "delivery" USING btree ("route_distance_m","id");--> statement-breakpoint
CREATE INDEX "delivery_search_trigram_index" ON "delivery" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);