CREATE SEQUENCE "public"."quote_number_seq" INCREMENT BY 1 MINVALUE 10001 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "gomatch_correction" (
	"id" serial PRIMARY KEY NOT NULL,
	"input_key" text NOT NULL,
	"input_text" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_size_id" integer,
	"spec_ids" integer[] DEFAULT ARRAY[]::integer[] NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_number" integer NOT NULL,
	"quote_request_id" integer NOT NULL,
	"standardized_quote_id" integer,
	"buyer_company_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"owner_user_id" integer,
	"job_name" text NOT NULL,
	"delivery_method_id" smallint DEFAULT 1 NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"return_status_id" smallint DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_status_check" CHECK ("quote"."status_id" between 1 and 4),
	CONSTRAINT "quote_return_status_check" CHECK ("quote"."return_status_id" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "quote_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"sequence_number" integer DEFAULT 1 NOT NULL,
	"product_id" integer NOT NULL,
	"product_size_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"from_standardized_item_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_item_spec" (
	"item_id" bigint NOT NULL,
	"product_size_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "quote_item_spec_item_id_product_size_id_pk" PRIMARY KEY("item_id","product_size_id")
);
--> statement-breakpoint
CREATE TABLE "quote_matched_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quote_request_id" integer NOT NULL,
	"sequence_number" integer NOT NULL,
	"source_text" text NOT NULL,
	"source" jsonb NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"quantity" numeric(14, 3),
	"note" text,
	"matched_name_id" integer,
	"name_match_info" jsonb NOT NULL,
	"matched_size_id" integer,
	"size_match_info" jsonb NOT NULL,
	"matched_spec_ids" integer[] DEFAULT ARRAY[]::integer[] NOT NULL,
	"spec_match_info" jsonb NOT NULL,
	"name_alternatives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"size_alternatives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_number" integer DEFAULT nextval('quote_number_seq') NOT NULL,
	"reference_number" text,
	"buyer_company_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"owner_user_id" integer,
	"email" text,
	"job_name" text NOT NULL,
	"approx_job_date" date,
	"quote_back_date" date,
	"delivery_method_id" smallint DEFAULT 1 NOT NULL,
	"delivery_address" text,
	"city" text,
	"postal_code" text,
	"province_id" integer,
	"country_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"details" text DEFAULT '' NOT NULL,
	"request_purpose_id" smallint DEFAULT 1 NOT NULL,
	"client_name" text,
	"qto" boolean DEFAULT false NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"matching_status_id" smallint DEFAULT 0 NOT NULL,
	"matching_job_id" bigint,
	"matching_problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"matching_finished_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(replace(replace(replace(translate(coalesce("job_name", '') || ' ' || coalesce("reference_number", '') || ' ' || coalesce("client_name", ''), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžØøĐđŁłıÆŒ’‘', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzooddlliæœ'''''), 'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'))) STORED NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_request_status_check" CHECK ("quote_request"."status_id" between 1 and 5),
	CONSTRAINT "quote_request_matching_status_check" CHECK ("quote_request"."matching_status_id" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "standardized_quote" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_request_id" integer NOT NULL,
	"quote_number" integer NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"owner_user_id" integer,
	"completed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standardized_quote_status_check" CHECK ("standardized_quote"."status_id" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "standardized_quote_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"standardized_quote_id" integer NOT NULL,
	"sequence_number" integer DEFAULT 1 NOT NULL,
	"product_id" integer,
	"product_size_id" integer,
	"quantity" numeric(14, 3),
	"reviewed" boolean DEFAULT false NOT NULL,
	"note" text,
	"from_gomatch_item_id" bigint,
	"source_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standardized_quote_item_spec" (
	"item_id" bigint NOT NULL,
	"product_size_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "standardized_quote_item_spec_item_id_product_size_id_pk" PRIMARY KEY("item_id","product_size_id")
);
--> statement-breakpoint
ALTER TABLE "gomatch_correction" ADD CONSTRAINT "gomatch_correction_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gomatch_correction" ADD CONSTRAINT "gomatch_correction_product_size_id_product_size_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_size"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gomatch_correction" ADD CONSTRAINT "gomatch_correction_created_by_user_id_app_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_quote_request_id_quote_request_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_request"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_standardized_quote_id_standardized_quote_id_fk" FOREIGN KEY ("standardized_quote_id") REFERENCES "public"."standardized_quote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_buyer_company_id_company_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_buyer_user_id_app_user_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_item" ADD CONSTRAINT "quote_item_quote_id_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_item" ADD CONSTRAINT "quote_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_item" ADD CONSTRAINT "quote_item_product_size_id_product_size_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_size"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_item" ADD CONSTRAINT "quote_item_from_standardized_item_id_standardized_quote_item_id_fk" FOREIGN KEY ("from_standardized_item_id") REFERENCES "public"."standardized_quote_item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_item_spec" ADD CONSTRAINT "quote_item_spec_item_id_quote_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."quote_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_item_spec" ADD CONSTRAINT "quote_item_spec_product_size_id_product_size_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_size"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_matched_item" ADD CONSTRAINT "quote_matched_item_quote_request_id_quote_request_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_matched_item" ADD CONSTRAINT "quote_matched_item_matched_name_id_product_id_fk" FOREIGN KEY ("matched_name_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_matched_item" ADD CONSTRAINT "quote_matched_item_matched_size_id_product_size_id_fk" FOREIGN KEY ("matched_size_id") REFERENCES "public"."product_size"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request" ADD CONSTRAINT "quote_request_buyer_company_id_company_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request" ADD CONSTRAINT "quote_request_buyer_user_id_app_user_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request" ADD CONSTRAINT "quote_request_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request" ADD CONSTRAINT "quote_request_province_id_province_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."province"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request" ADD CONSTRAINT "quote_request_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request" ADD CONSTRAINT "quote_request_matching_job_id_job_id_fk" FOREIGN KEY ("matching_job_id") REFERENCES "public"."job"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standardized_quote" ADD CONSTRAINT "standardized_quote_quote_request_id_quote_request_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_request"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standardized_quote" ADD CONSTRAINT "standardized_quote_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standardized_quote_item" ADD CONSTRAINT "standardized_quote_item_standardized_quote_id_standardized_quote_id_fk" FOREIGN KEY ("standardized_quote_id") REFERENCES "public"."standardized_quote"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standardized_quote_item" ADD CONSTRAINT "standardized_quote_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standardized_quote_item" ADD CONSTRAINT "standardized_quote_item_product_size_id_product_size_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_size"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standardized_quote_item" ADD CONSTRAINT "standardized_quote_item_from_gomatch_item_id_quote_matched_item_id_fk" FOREIGN KEY ("from_gomatch_item_id") REFERENCES "public"."quote_matched_item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standardized_quote_item_spec" ADD CONSTRAINT "standardized_quote_item_spec_item_id_standardized_quote_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."standardized_quote_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standardized_quote_item_spec" ADD CONSTRAINT "standardized_quote_item_spec_product_size_id_product_size_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_size"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gomatch_correction_input_key_unique" ON "gomatch_correction" USING btree ("input_key");--> statement-breakpoint
CREATE INDEX "gomatch_correction_updated_at_index" ON "gomatch_correction" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_number_unique" ON "quote" USING btree ("quote_number");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_standardized_quote_unique" ON "quote" USING btree ("standardized_quote_id");--> statement-breakpoint
CREATE INDEX "quote_status_number_index" ON "quote" USING btree ("status_id","quote_number");--> statement-breakpoint
CREATE INDEX "quote_buyer_company_index" ON "quote" USING btree ("buyer_company_id","quote_number");--> statement-breakpoint
CREATE INDEX "quote_owner_index" ON "quote" USING btree ("owner_user_id","quote_number");--> statement-breakpoint
CREATE INDEX "quote_item_quote_sequence_index" ON "quote_item" USING btree ("quote_id","sequence_number");--> statement-breakpoint
CREATE INDEX "quote_item_product_index" ON "quote_item" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "quote_item_size_index" ON "quote_item" USING btree ("product_size_id");--> statement-breakpoint
CREATE INDEX "quote_item_spec_size_index" ON "quote_item_spec" USING btree ("product_size_id");--> statement-breakpoint
CREATE INDEX "quote_matched_item_request_sequence_index" ON "quote_matched_item" USING btree ("quote_request_id","sequence_number");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_request_number_unique" ON "quote_request" USING btree ("quote_number");--> statement-breakpoint
CREATE INDEX "quote_request_status_number_index" ON "quote_request" USING btree ("status_id","quote_number");--> statement-breakpoint
CREATE INDEX "quote_request_buyer_company_index" ON "quote_request" USING btree ("buyer_company_id","quote_number");--> statement-breakpoint
CREATE INDEX "quote_request_owner_index" ON "quote_request" USING btree ("owner_user_id","quote_number");--> statement-breakpoint
CREATE INDEX "quote_request_province_index" ON "quote_request" USING btree ("province_id","quote_number");--> statement-breakpoint
CREATE INDEX "quote_request_created_at_index" ON "quote_request" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quote_request_quote_back_date_index" ON "quote_request" USING btree ("quote_back_date","id");--> statement-breakpoint
CREATE INDEX "quote_request_search_trigram_index" ON "quote_request" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "standardized_quote_request_unique" ON "standardized_quote" USING btree ("quote_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "standardized_quote_number_unique" ON "standardized_quote" USING btree ("quote_number");--> statement-breakpoint
CREATE INDEX "standardized_quote_status_number_index" ON "standardized_quote" USING btree ("status_id","quote_number");--> statement-breakpoint
CREATE INDEX "standardized_quote_owner_index" ON "standardized_quote" USING btree ("owner_user_id","quote_number");--> statement-breakpoint
CREATE INDEX "standardized_quote_item_quote_sequence_index" ON "standardized_quote_item" USING btree ("standardized_quote_id","sequence_number");--> statement-breakpoint
CREATE INDEX "standardized_quote_item_product_index" ON "standardized_quote_item" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "standardized_quote_item_size_index" ON "standardized_quote_item" USING btree ("product_size_id");--> statement-breakpoint
CREATE INDEX "standardized_quote_item_spec_size_index" ON "standardized_quote_item_spec" USING btree ("product_size_id");