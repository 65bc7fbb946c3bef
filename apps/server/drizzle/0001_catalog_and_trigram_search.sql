-- Trigram search (catalog, directory lists: docs/decisions/051 and 039). pg_trgm is a trusted extension
-- (PostgreSQL 13+), so the database owner may create it; PGlite loads it as a bundled contrib extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "category" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_fr" text,
	"description" text,
	"allow_link_product" boolean DEFAULT true NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" serial PRIMARY KEY NOT NULL,
	"latin_name" text NOT NULL,
	"cultivar" text,
	"common_name_en" text,
	"common_name_fr" text,
	"sku" text NOT NULL,
	"category_id" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_size_id" integer NOT NULL,
	"unit_weight_lb" numeric(10, 2),
	"unit_floor_space_sqft" numeric(10, 3),
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_item_spec" (
	"product_item_id" integer NOT NULL,
	"spec_id" integer NOT NULL,
	CONSTRAINT "product_item_spec_product_item_id_spec_id_pk" PRIMARY KEY("product_item_id","spec_id")
);
--> statement-breakpoint
CREATE TABLE "product_size" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"select_code" text,
	"type_id" smallint DEFAULT 1 NOT NULL,
	"category_id" integer NOT NULL,
	"value_type_id" smallint DEFAULT 1 NOT NULL,
	"unit_id" integer,
	"value" numeric(12, 3),
	"min_value" numeric(12, 3),
	"max_value" numeric(12, 3),
	"aliases" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "size_category" (
	"id" integer PRIMARY KEY NOT NULL,
	"type_id" smallint NOT NULL,
	"name" text NOT NULL,
	"name_fr" text,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "size_unit" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_fr" text,
	"symbol" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_item" ADD CONSTRAINT "product_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_item" ADD CONSTRAINT "product_item_product_size_id_product_size_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_size"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_item_spec" ADD CONSTRAINT "product_item_spec_product_item_id_product_item_id_fk" FOREIGN KEY ("product_item_id") REFERENCES "public"."product_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_item_spec" ADD CONSTRAINT "product_item_spec_spec_id_product_size_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."product_size"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_size" ADD CONSTRAINT "product_size_category_id_size_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."size_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_size" ADD CONSTRAINT "product_size_unit_id_size_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."size_unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_name_unique" ON "category" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_sku_unique" ON "product" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "product_latin_name_index" ON "product" USING btree (lower("latin_name"),"id");--> statement-breakpoint
CREATE INDEX "product_category_latin_name_index" ON "product" USING btree ("category_id",lower("latin_name"));--> statement-breakpoint
CREATE INDEX "product_common_name_en_index" ON "product" USING btree (lower("common_name_en"),"id");--> statement-breakpoint
CREATE INDEX "product_search_trigram_index" ON "product" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "product_item_product_size_unique" ON "product_item" USING btree ("product_id","product_size_id");--> statement-breakpoint
CREATE INDEX "product_item_size_index" ON "product_item" USING btree ("product_size_id");--> statement-breakpoint
CREATE INDEX "product_item_spec_spec_index" ON "product_item_spec" USING btree ("spec_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_size_type_name_unique" ON "product_size" USING btree ("type_id",lower("name"));--> statement-breakpoint
CREATE INDEX "product_size_name_index" ON "product_size" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "product_size_type_category_index" ON "product_size" USING btree ("type_id","category_id",lower("name"));--> statement-breakpoint
CREATE INDEX "product_size_search_trigram_index" ON "product_size" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "size_category_type_index" ON "size_category" USING btree ("type_id","sort_order");--> statement-breakpoint
CREATE INDEX "app_user_email_trigram_index" ON "app_user" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "app_user_first_name_trigram_index" ON "app_user" USING gin ("first_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "app_user_last_name_trigram_index" ON "app_user" USING gin ("last_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "app_user_full_name_trigram_index" ON "app_user" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "company_name_trigram_index" ON "company" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "company_city_trigram_index" ON "company" USING gin ("city" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "transporter_name_trigram_index" ON "transporter" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "transporter_city_trigram_index" ON "transporter" USING gin ("city" gin_trgm_ops) WITH (fastupdate=false);