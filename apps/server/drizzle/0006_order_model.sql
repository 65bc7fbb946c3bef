CREATE TABLE "customer_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" integer NOT NULL,
	"phase_number" smallint DEFAULT 1 NOT NULL,
	"quote_id" integer NOT NULL,
	"phased_from_order_id" integer,
	"buyer_company_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"owner_user_id" integer,
	"job_name" text NOT NULL,
	"reference_number" text,
	"approx_job_date" date,
	"delivery_method_id" smallint DEFAULT 1 NOT NULL,
	"delivery_address" text,
	"city" text,
	"postal_code" text,
	"province_id" integer,
	"country_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"inventory_status_id" smallint DEFAULT 2 NOT NULL,
	"picture_status_id" smallint DEFAULT 1 NOT NULL,
	"delivery_assigned_id" smallint DEFAULT 2 NOT NULL,
	"invoiced" boolean DEFAULT false NOT NULL,
	"buyer_delivery_fee" numeric(12, 2),
	"comment" text,
	"tax_rate" numeric(7, 3) DEFAULT 0 NOT NULL,
	"buyer_fee_rate" numeric(6, 3),
	"buyer_fee_minimum" numeric(12, 2),
	"item_count" integer DEFAULT 0 NOT NULL,
	"seller_cost" numeric(14, 2) DEFAULT 0 NOT NULL,
	"buyer_subtotal" numeric(14, 2) DEFAULT 0 NOT NULL,
	"discount_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"transport_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"fee_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"tax_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"grand_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"placed_by_user_id" integer,
	"search_text" text GENERATED ALWAYS AS (lower(replace(replace(replace(translate(coalesce("job_name", '') || ' ' || coalesce("reference_number", ''), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžØøĐđŁłıÆŒ’‘', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzooddlliæœ'''''), 'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'))) STORED NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_order_status_check" CHECK ("customer_order"."status_id" in (1, 2, 3, 4, 5, 7)),
	CONSTRAINT "customer_order_inventory_status_check" CHECK ("customer_order"."inventory_status_id" between 1 and 5),
	CONSTRAINT "customer_order_picture_status_check" CHECK ("customer_order"."picture_status_id" between 1 and 4),
	CONSTRAINT "customer_order_delivery_assigned_check" CHECK ("customer_order"."delivery_assigned_id" between 1 and 3),
	CONSTRAINT "customer_order_phase_check" CHECK ("customer_order"."phase_number" >= 1),
	CONSTRAINT "customer_order_delivery_fee_check" CHECK (coalesce("customer_order"."buyer_delivery_fee", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_alt_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_item_id" bigint NOT NULL,
	"product_id" integer,
	"product_size_id" integer,
	"quantity" numeric(14, 3),
	"seller_company_id" integer,
	"seller_unit_price" numeric(12, 2),
	"note" text,
	"import_source_id" smallint,
	"source_item_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_alt_item_source_check" CHECK ("order_alt_item"."import_source_id" is null or "order_alt_item"."import_source_id" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "order_alt_item_spec" (
	"alt_item_id" bigint NOT NULL,
	"product_size_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "order_alt_item_spec_alt_item_id_product_size_id_pk" PRIMARY KEY("alt_item_id","product_size_id")
);
--> statement-breakpoint
CREATE TABLE "order_discount" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"discount_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_discount_amount_check" CHECK ("order_discount"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sub_order_id" integer NOT NULL,
	"sequence_number" integer DEFAULT 1 NOT NULL,
	"product_id" integer NOT NULL,
	"product_size_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"seller_unit_price" numeric(12, 2),
	"markup_rate" numeric(9, 3),
	"buyer_unit_price" numeric(12, 2),
	"seller_price" numeric(14, 2),
	"buyer_price" numeric(14, 2),
	"seller_contacted" boolean DEFAULT false NOT NULL,
	"inventory_secured" boolean DEFAULT false NOT NULL,
	"replaces_item_id" bigint,
	"from_quote_item_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_item_status_check" CHECK ("order_item"."status_id" between 1 and 6),
	CONSTRAINT "order_item_prices_check" CHECK (coalesce("order_item"."seller_unit_price", 0) >= 0 and coalesce("order_item"."buyer_unit_price", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_item_spec" (
	"item_id" bigint NOT NULL,
	"product_size_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "order_item_spec_item_id_product_size_id_pk" PRIMARY KEY("item_id","product_size_id")
);
--> statement-breakpoint
CREATE TABLE "order_transport_cost" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"transport_type_id" smallint NOT NULL,
	"seller_company_id" integer NOT NULL,
	"cost" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_transport_cost_type_check" CHECK ("order_transport_cost"."transport_type_id" between 1 and 2),
	CONSTRAINT "order_transport_cost_amount_check" CHECK ("order_transport_cost"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_transport_cost_transporter" (
	"transport_cost_id" integer NOT NULL,
	"transporter_id" integer NOT NULL,
	CONSTRAINT "order_transport_cost_transporter_transport_cost_id_transporter_id_pk" PRIMARY KEY("transport_cost_id","transporter_id")
);
--> statement-breakpoint
CREATE TABLE "sub_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sequence_number" smallint NOT NULL,
	"order_number" integer NOT NULL,
	"phase_number" smallint DEFAULT 1 NOT NULL,
	"buyer_company_id" integer NOT NULL,
	"seller_company_id" integer NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"inventory_status_id" smallint DEFAULT 2 NOT NULL,
	"picture_status_id" smallint DEFAULT 1 NOT NULL,
	"delivery_status_id" smallint DEFAULT 1 NOT NULL,
	"delivery_assigned_id" smallint DEFAULT 2 NOT NULL,
	"transporter_id" integer,
	"pick_date_from" date,
	"pick_date_to" date,
	"delivery_date_from" date,
	"delivery_date_to" date,
	"comment" text,
	"billed" boolean DEFAULT false NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"seller_contacted_count" integer DEFAULT 0 NOT NULL,
	"inventory_secured_count" integer DEFAULT 0 NOT NULL,
	"delivery_assigned_count" integer DEFAULT 0 NOT NULL,
	"seller_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"buyer_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_order_status_check" CHECK ("sub_order"."status_id" between 1 and 8),
	CONSTRAINT "sub_order_inventory_status_check" CHECK ("sub_order"."inventory_status_id" between 1 and 5),
	CONSTRAINT "sub_order_picture_status_check" CHECK ("sub_order"."picture_status_id" between 1 and 4),
	CONSTRAINT "sub_order_delivery_status_check" CHECK ("sub_order"."delivery_status_id" between 1 and 4),
	CONSTRAINT "sub_order_delivery_assigned_check" CHECK ("sub_order"."delivery_assigned_id" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_quote_id_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_phased_from_order_id_customer_order_id_fk" FOREIGN KEY ("phased_from_order_id") REFERENCES "public"."customer_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_buyer_company_id_company_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_buyer_user_id_app_user_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_province_id_province_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."province"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_placed_by_user_id_app_user_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_alt_item" ADD CONSTRAINT "order_alt_item_order_item_id_order_item_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_alt_item" ADD CONSTRAINT "order_alt_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_alt_item" ADD CONSTRAINT "order_alt_item_product_size_id_product_size_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_size"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_alt_item" ADD CONSTRAINT "order_alt_item_seller_company_id_company_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_alt_item_spec" ADD CONSTRAINT "order_alt_item_spec_alt_item_id_order_alt_item_id_fk" FOREIGN KEY ("alt_item_id") REFERENCES "public"."order_alt_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_alt_item_spec" ADD CONSTRAINT "order_alt_item_spec_product_size_id_product_size_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_size"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discount" ADD CONSTRAINT "order_discount_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discount" ADD CONSTRAINT "order_discount_discount_id_discount_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discount"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_sub_order_id_sub_order_id_fk" FOREIGN KEY ("sub_order_id") REFERENCES "public"."sub_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_product_size_id_product_size_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_size"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_replaces_item_id_order_item_id_fk" FOREIGN KEY ("replaces_item_id") REFERENCES "public"."order_item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_from_quote_item_id_quote_item_id_fk" FOREIGN KEY ("from_quote_item_id") REFERENCES "public"."quote_item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_spec" ADD CONSTRAINT "order_item_spec_item_id_order_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_spec" ADD CONSTRAINT "order_item_spec_product_size_id_product_size_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_size"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transport_cost" ADD CONSTRAINT "order_transport_cost_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transport_cost" ADD CONSTRAINT "order_transport_cost_seller_company_id_company_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transport_cost_transporter" ADD CONSTRAINT "order_transport_cost_transporter_transport_cost_id_order_transport_cost_id_fk" FOREIGN KEY ("transport_cost_id") REFERENCES "public"."order_transport_cost"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transport_cost_transporter" ADD CONSTRAINT "order_transport_cost_transporter_transporter_id_transporter_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."transporter"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_order" ADD CONSTRAINT "sub_order_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_order" ADD CONSTRAINT "sub_order_buyer_company_id_company_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_order" ADD CONSTRAINT "sub_order_seller_company_id_company_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_order" ADD CONSTRAINT "sub_order_transporter_id_transporter_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."transporter"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_order_number_unique" ON "customer_order" USING btree ("order_number","phase_number");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_order_quote_unique" ON "customer_order" USING btree ("quote_id") WHERE "customer_order"."phase_number" = 1;--> statement-breakpoint
CREATE INDEX "customer_order_status_number_index" ON "customer_order" USING btree ("status_id","order_number","phase_number");--> statement-breakpoint
CREATE INDEX "customer_order_buyer_company_index" ON "customer_order" USING btree ("buyer_company_id","order_number");--> statement-breakpoint
CREATE INDEX "customer_order_owner_index" ON "customer_order" USING btree ("owner_user_id","order_number");--> statement-breakpoint
CREATE INDEX "customer_order_province_index" ON "customer_order" USING btree ("province_id","order_number");--> statement-breakpoint
CREATE INDEX "customer_order_inventory_status_index" ON "customer_order" USING btree ("inventory_status_id","order_number");--> statement-breakpoint
CREATE INDEX "customer_order_picture_status_index" ON "customer_order" USING btree ("picture_status_id","order_number");--> statement-breakpoint
CREATE INDEX "customer_order_created_at_index" ON "customer_order" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customer_order_approx_job_date_index" ON "customer_order" USING btree ("approx_job_date","id");--> statement-breakpoint
CREATE INDEX "customer_order_grand_total_index" ON "customer_order" USING btree ("grand_total","id");--> statement-breakpoint
CREATE INDEX "customer_order_phased_from_index" ON "customer_order" USING btree ("phased_from_order_id");--> statement-breakpoint
CREATE INDEX "customer_order_search_trigram_index" ON "customer_order" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "order_alt_item_item_index" ON "order_alt_item" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_discount_order_index" ON "order_discount" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_discount_discount_index" ON "order_discount" USING btree ("discount_id");--> statement-breakpoint
CREATE INDEX "order_item_order_sequence_index" ON "order_item" USING btree ("order_id","sequence_number");--> statement-breakpoint
CREATE INDEX "order_item_sub_order_index" ON "order_item" USING btree ("sub_order_id","sequence_number");--> statement-breakpoint
CREATE INDEX "order_item_product_index" ON "order_item" USING btree ("product_id","product_size_id");--> statement-breakpoint
CREATE INDEX "order_item_size_index" ON "order_item" USING btree ("product_size_id");--> statement-breakpoint
CREATE INDEX "order_item_replaces_index" ON "order_item" USING btree ("replaces_item_id");--> statement-breakpoint
CREATE INDEX "order_item_from_quote_item_index" ON "order_item" USING btree ("from_quote_item_id");--> statement-breakpoint
CREATE INDEX "order_item_spec_size_index" ON "order_item_spec" USING btree ("product_size_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_transport_cost_seller_unique" ON "order_transport_cost" USING btree ("order_id","seller_company_id");--> statement-breakpoint
CREATE INDEX "order_transport_cost_seller_index" ON "order_transport_cost" USING btree ("seller_company_id");--> statement-breakpoint
CREATE INDEX "order_transport_cost_transporter_index" ON "order_transport_cost_transporter" USING btree ("transporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_order_seller_unique" ON "sub_order" USING btree ("order_id","seller_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_order_sequence_unique" ON "sub_order" USING btree ("order_id","sequence_number");--> statement-breakpoint
CREATE INDEX "sub_order_number_index" ON "sub_order" USING btree ("order_number","phase_number","sequence_number");--> statement-breakpoint
CREATE INDEX "sub_order_seller_index" ON "sub_order" USING btree ("seller_company_id","order_number");--> statement-breakpoint
CREATE INDEX "sub_order_buyer_index" ON "sub_order" USING btree ("buyer_company_id","order_number");--> statement-breakpoint
CREATE INDEX "sub_order_status_index" ON "sub_order" USING btree ("status_id","order_number");--> statement-breakpoint
CREATE INDEX "sub_order_inventory_status_index" ON "sub_order" USING btree ("inventory_status_id","order_number");--> statement-breakpoint
CREATE INDEX "sub_order_delivery_status_index" ON "sub_order" USING btree ("delivery_status_id","order_number");--> statement-breakpoint
CREATE INDEX "sub_order_pick_date_index" ON "sub_order" USING btree ("pick_date_from","id");--> statement-breakpoint
CREATE INDEX "sub_order_delivery_date_index" ON "sub_order" USING btree ("delivery_date_from","id");--> statement-breakpoint
CREATE INDEX "sub_order_transporter_index" ON "sub_order" USING btree ("transporter_id");