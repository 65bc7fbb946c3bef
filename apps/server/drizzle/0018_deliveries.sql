CREATE SEQUENCE "public"."delivery_number_seq" INCREMENT BY 1 MINVALUE 1001 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "delivery" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_number" integer NOT NULL,
	"record_type" smallint NOT NULL,
	"quote_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"republished" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"logistic_owner_user_id" integer,
	"country_id" integer,
	"fill_rate" numeric(7, 4),
	"weight_lb" numeric(12, 2),
	"route_distance_m" integer,
	"route_duration_s" integer,
	"first_stop_date" date,
	"stop_count" smallint DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_record_type_check" CHECK ("delivery"."record_type" in (3, 4)),
	CONSTRAINT "delivery_status_check" CHECK ("delivery"."status_id" between 1 and 2),
	CONSTRAINT "delivery_quote_kind_check" CHECK (("delivery"."record_type" = 3) = ("delivery"."quote_id" is not null)),
	CONSTRAINT "delivery_fill_rate_check" CHECK (coalesce("delivery"."fill_rate", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_owner" (
	"delivery_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	CONSTRAINT "delivery_owner_delivery_id_kind_user_id_pk" PRIMARY KEY("delivery_id","kind","user_id"),
	CONSTRAINT "delivery_owner_kind_check" CHECK ("delivery_owner"."kind" between 1 and 2)
);
--> statement-breakpoint
CREATE TABLE "delivery_stop" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"sequence_number" smallint NOT NULL,
	"is_drop_off" boolean NOT NULL,
	"delivery_date" date,
	"delivery_time_id" integer,
	"note" text,
	"tracking_status_id" smallint,
	"seller_company_id" integer,
	"order_id" integer,
	"address" text,
	"latitude" double precision,
	"longitude" double precision,
	"bol_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_stop_tracking_check" CHECK (coalesce("delivery_stop"."tracking_status_id", 1) between 1 and 5),
	CONSTRAINT "delivery_stop_kind_check" CHECK (("delivery_stop"."is_drop_off" and coalesce("delivery_stop"."tracking_status_id", 1) in (1, 5))
        or (not "delivery_stop"."is_drop_off" and coalesce("delivery_stop"."tracking_status_id", 1) between 1 and 4))
);
--> statement-breakpoint
CREATE TABLE "delivery_stop_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"stop_id" integer NOT NULL,
	"is_drop_off" boolean NOT NULL,
	"order_item_id" bigint,
	"quote_item_id" bigint,
	CONSTRAINT "delivery_stop_item_one_item_check" CHECK (("delivery_stop_item"."order_item_id" is null) <> ("delivery_stop_item"."quote_item_id" is null))
);
--> statement-breakpoint
CREATE TABLE "delivery_vehicle" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"position" smallint DEFAULT 1 NOT NULL,
	"cost" numeric(12, 2),
	"driver_name" text,
	"driver_phone_number" text,
	"tracking_status_id" smallint,
	"late_delivery" boolean DEFAULT false NOT NULL,
	"follow_up_at" timestamp with time zone,
	"comment" text,
	"transport_type_id" smallint,
	"transport_seller_company_id" integer,
	"transporter_id" integer,
	"truck_type_id" integer,
	"truck_sub_type_id" integer,
	"truck_length_id" integer,
	"billed" boolean DEFAULT false NOT NULL,
	"weight_status_id" smallint,
	"weight_lb" numeric(12, 2),
	"fill_rate_status_id" smallint,
	"fill_rate" numeric(7, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_vehicle_tracking_check" CHECK (coalesce("delivery_vehicle"."tracking_status_id", 1) between 1 and 5),
	CONSTRAINT "delivery_vehicle_transport_check" CHECK (("delivery_vehicle"."transport_seller_company_id" is null or "delivery_vehicle"."transport_type_id" = 1)
        and ("delivery_vehicle"."transporter_id" is null or "delivery_vehicle"."transport_type_id" = 2)),
	CONSTRAINT "delivery_vehicle_cost_check" CHECK (coalesce("delivery_vehicle"."cost", 0) >= 0),
	CONSTRAINT "delivery_vehicle_rule_status_check" CHECK (coalesce("delivery_vehicle"."weight_status_id", 1) between 1 and 3 and coalesce("delivery_vehicle"."fill_rate_status_id", 1) between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "delivery_vehicle_add_on" (
	"vehicle_id" integer NOT NULL,
	"truck_add_on_id" integer NOT NULL,
	CONSTRAINT "delivery_vehicle_add_on_vehicle_id_truck_add_on_id_pk" PRIMARY KEY("vehicle_id","truck_add_on_id")
);
--> statement-breakpoint
ALTER TABLE "sub_order" ADD COLUMN "delivery_number" integer;--> statement-breakpoint
ALTER TABLE "delivery" ADD CONSTRAINT "delivery_quote_id_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery" ADD CONSTRAINT "delivery_logistic_owner_user_id_app_user_id_fk" FOREIGN KEY ("logistic_owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery" ADD CONSTRAINT "delivery_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery" ADD CONSTRAINT "delivery_created_by_user_id_app_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_owner" ADD CONSTRAINT "delivery_owner_delivery_id_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_owner" ADD CONSTRAINT "delivery_owner_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_stop" ADD CONSTRAINT "delivery_stop_delivery_id_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_stop" ADD CONSTRAINT "delivery_stop_vehicle_id_delivery_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."delivery_vehicle"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_stop" ADD CONSTRAINT "delivery_stop_delivery_time_id_delivery_time_id_fk" FOREIGN KEY ("delivery_time_id") REFERENCES "public"."delivery_time"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_stop" ADD CONSTRAINT "delivery_stop_seller_company_id_company_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_stop" ADD CONSTRAINT "delivery_stop_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_stop" ADD CONSTRAINT "delivery_stop_bol_file_id_stored_file_id_fk" FOREIGN KEY ("bol_file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_stop_item" ADD CONSTRAINT "delivery_stop_item_delivery_id_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_stop_item" ADD CONSTRAINT "delivery_stop_item_stop_id_delivery_stop_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."delivery_stop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_stop_item" ADD CONSTRAINT "delivery_stop_item_order_item_id_order_item_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_stop_item" ADD CONSTRAINT "delivery_stop_item_quote_item_id_quote_item_id_fk" FOREIGN KEY ("quote_item_id") REFERENCES "public"."quote_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_vehicle" ADD CONSTRAINT "delivery_vehicle_delivery_id_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_vehicle" ADD CONSTRAINT "delivery_vehicle_transport_seller_company_id_company_id_fk" FOREIGN KEY ("transport_seller_company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_vehicle" ADD CONSTRAINT "delivery_vehicle_transporter_id_transporter_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."transporter"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_vehicle" ADD CONSTRAINT "delivery_vehicle_truck_type_id_vehicle_type_id_fk" FOREIGN KEY ("truck_type_id") REFERENCES "public"."vehicle_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_vehicle" ADD CONSTRAINT "delivery_vehicle_truck_sub_type_id_truck_sub_type_id_fk" FOREIGN KEY ("truck_sub_type_id") REFERENCES "public"."truck_sub_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_vehicle" ADD CONSTRAINT "delivery_vehicle_truck_length_id_truck_sub_type_length_id_fk" FOREIGN KEY ("truck_length_id") REFERENCES "public"."truck_sub_type_length"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_vehicle_add_on" ADD CONSTRAINT "delivery_vehicle_add_on_vehicle_id_delivery_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."delivery_vehicle"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_vehicle_add_on" ADD CONSTRAINT "delivery_vehicle_add_on_truck_add_on_id_truck_add_on_id_fk" FOREIGN KEY ("truck_add_on_id") REFERENCES "public"."truck_add_on"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_number_unique" ON "delivery" USING btree ("delivery_number");--> statement-breakpoint
CREATE INDEX "delivery_quote_index" ON "delivery" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "delivery_list_index" ON "delivery" USING btree ("record_type","status_id","id");--> statement-breakpoint
CREATE INDEX "delivery_first_stop_date_index" ON "delivery" USING btree ("first_stop_date","id");--> statement-breakpoint
CREATE INDEX "delivery_logistic_owner_index" ON "delivery" USING btree ("logistic_owner_user_id","id");--> statement-breakpoint
CREATE INDEX "delivery_country_index" ON "delivery" USING btree ("country_id","id");--> statement-breakpoint
CREATE INDEX "delivery_owner_user_index" ON "delivery_owner" USING btree ("user_id","kind","delivery_id");--> statement-breakpoint
CREATE INDEX "delivery_stop_delivery_index" ON "delivery_stop" USING btree ("delivery_id","vehicle_id","sequence_number");--> statement-breakpoint
CREATE INDEX "delivery_stop_order_index" ON "delivery_stop" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "delivery_stop_seller_index" ON "delivery_stop" USING btree ("seller_company_id");--> statement-breakpoint
CREATE INDEX "delivery_stop_date_index" ON "delivery_stop" USING btree ("delivery_date");--> statement-breakpoint
CREATE INDEX "delivery_stop_item_stop_index" ON "delivery_stop_item" USING btree ("stop_id");--> statement-breakpoint
CREATE INDEX "delivery_stop_item_delivery_index" ON "delivery_stop_item" USING btree ("delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_stop_item_order_item_unique" ON "delivery_stop_item" USING btree ("order_item_id","is_drop_off") WHERE "delivery_stop_item"."order_item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_stop_item_quote_item_unique" ON "delivery_stop_item" USING btree ("quote_item_id","is_drop_off") WHERE "delivery_stop_item"."quote_item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_vehicle_position_unique" ON "delivery_vehicle" USING btree ("delivery_id","position");--> statement-breakpoint
CREATE INDEX "delivery_vehicle_transporter_index" ON "delivery_vehicle" USING btree ("transporter_id");--> statement-breakpoint
CREATE INDEX "delivery_vehicle_seller_index" ON "delivery_vehicle" USING btree ("transport_seller_company_id");