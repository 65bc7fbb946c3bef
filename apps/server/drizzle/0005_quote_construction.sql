CREATE TABLE "quote_alt_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quote_item_id" bigint NOT NULL,
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
	CONSTRAINT "quote_alt_item_source_check" CHECK ("quote_alt_item"."import_source_id" is null or "quote_alt_item"."import_source_id" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "quote_alt_item_spec" (
	"alt_item_id" bigint NOT NULL,
	"product_size_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "quote_alt_item_spec_alt_item_id_product_size_id_pk" PRIMARY KEY("alt_item_id","product_size_id")
);
--> statement-breakpoint
CREATE TABLE "quote_discount" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"discount_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_discount_amount_check" CHECK ("quote_discount"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_revision" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_user_id" integer,
	"snapshot" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_transport_cost" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"transport_type_id" smallint NOT NULL,
	"seller_company_id" integer NOT NULL,
	"cost" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_transport_cost_type_check" CHECK ("quote_transport_cost"."transport_type_id" between 1 and 2),
	CONSTRAINT "quote_transport_cost_amount_check" CHECK ("quote_transport_cost"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_transport_cost_transporter" (
	"transport_cost_id" integer NOT NULL,
	"transporter_id" integer NOT NULL,
	CONSTRAINT "quote_transport_cost_transporter_transport_cost_id_transporter_id_pk" PRIMARY KEY("transport_cost_id","transporter_id")
);
--> statement-breakpoint
CREATE TABLE "sub_quote" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"seller_company_id" integer NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_quote_status_check" CHECK ("sub_quote"."status_id" between 1 and 6)
);
--> statement-breakpoint
ALTER TABLE "quote" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_item" ADD COLUMN "seller_company_id" integer;--> statement-breakpoint
ALTER TABLE "quote_item" ADD COLUMN "seller_unit_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "quote_item" ADD COLUMN "markup_rate" numeric(9, 3);--> statement-breakpoint
ALTER TABLE "quote_item" ADD COLUMN "buyer_unit_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "quote_item" ADD COLUMN "seller_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "quote_item" ADD COLUMN "buyer_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "quote_item" ADD COLUMN "seller_contacted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_item" ADD COLUMN "inventory_available" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_item" ADD COLUMN "replaces_item_id" bigint;--> statement-breakpoint
ALTER TABLE "quote_item" ADD COLUMN "accepted_quantity" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "quote_alt_item" ADD CONSTRAINT "quote_alt_item_quote_item_id_quote_item_id_fk" FOREIGN KEY ("quote_item_id") REFERENCES "public"."quote_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_alt_item" ADD CONSTRAINT "quote_alt_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_alt_item" ADD CONSTRAINT "quote_alt_item_product_size_id_product_size_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_size"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_alt_item" ADD CONSTRAINT "quote_alt_item_seller_company_id_company_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_alt_item_spec" ADD CONSTRAINT "quote_alt_item_spec_alt_item_id_quote_alt_item_id_fk" FOREIGN KEY ("alt_item_id") REFERENCES "public"."quote_alt_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_alt_item_spec" ADD CONSTRAINT "quote_alt_item_spec_product_size_id_product_size_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_size"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_discount" ADD CONSTRAINT "quote_discount_quote_id_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_discount" ADD CONSTRAINT "quote_discount_discount_id_discount_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discount"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_revision" ADD CONSTRAINT "quote_revision_quote_id_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_revision" ADD CONSTRAINT "quote_revision_published_by_user_id_app_user_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_transport_cost" ADD CONSTRAINT "quote_transport_cost_quote_id_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_transport_cost" ADD CONSTRAINT "quote_transport_cost_seller_company_id_company_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_transport_cost_transporter" ADD CONSTRAINT "quote_transport_cost_transporter_transport_cost_id_quote_transport_cost_id_fk" FOREIGN KEY ("transport_cost_id") REFERENCES "public"."quote_transport_cost"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_transport_cost_transporter" ADD CONSTRAINT "quote_transport_cost_transporter_transporter_id_transporter_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."transporter"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_quote" ADD CONSTRAINT "sub_quote_quote_id_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_quote" ADD CONSTRAINT "sub_quote_seller_company_id_company_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_alt_item_item_index" ON "quote_alt_item" USING btree ("quote_item_id");--> statement-breakpoint
CREATE INDEX "quote_discount_quote_index" ON "quote_discount" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_discount_discount_index" ON "quote_discount" USING btree ("discount_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_revision_unique" ON "quote_revision" USING btree ("quote_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_transport_cost_seller_unique" ON "quote_transport_cost" USING btree ("quote_id","seller_company_id");--> statement-breakpoint
CREATE INDEX "quote_transport_cost_transporter_index" ON "quote_transport_cost_transporter" USING btree ("transporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_quote_seller_unique" ON "sub_quote" USING btree ("quote_id","seller_company_id");--> statement-breakpoint
CREATE INDEX "sub_quote_seller_index" ON "sub_quote" USING btree ("seller_company_id");--> statement-breakpoint
ALTER TABLE "quote_item" ADD CONSTRAINT "quote_item_seller_company_id_company_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_item" ADD CONSTRAINT "quote_item_replaces_item_id_quote_item_id_fk" FOREIGN KEY ("replaces_item_id") REFERENCES "public"."quote_item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_published_index" ON "quote" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "quote_item_candidates_index" ON "quote_item" USING btree ("product_id","product_size_id","seller_company_id") WHERE "quote_item"."seller_company_id" is not null;--> statement-breakpoint
CREATE INDEX "quote_item_seller_index" ON "quote_item" USING btree ("seller_company_id");--> statement-breakpoint
CREATE INDEX "quote_item_replaces_index" ON "quote_item" USING btree ("replaces_item_id");--> statement-breakpoint
ALTER TABLE "quote_item" ADD CONSTRAINT "quote_item_status_check" CHECK ("quote_item"."status_id" between 1 and 6);--> statement-breakpoint
ALTER TABLE "quote_item" ADD CONSTRAINT "quote_item_prices_check" CHECK (coalesce("quote_item"."seller_unit_price", 0) >= 0 and coalesce("quote_item"."buyer_unit_price", 0) >= 0);