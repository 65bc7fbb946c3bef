CREATE TABLE "delivery_time" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"start_time" text,
	"end_time" text,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "truck_add_on" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "truck_sub_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "truck_sub_type_length" (
	"id" integer PRIMARY KEY NOT NULL,
	"truck_sub_type_id" integer NOT NULL,
	"feet" smallint NOT NULL,
	"deck_area_sq_ft" integer NOT NULL,
	"max_payload_lb" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status_id" smallint DEFAULT 2 NOT NULL,
	"idempotency_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"result" jsonb,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_status_check" CHECK ("job"."status_id" in (1, 2, 3)),
	CONSTRAINT "job_attempts_check" CHECK ("job"."attempts" >= 0 and "job"."max_attempts" >= 1)
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" bigint,
	"folder" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"checksum_sha256" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
DROP INDEX "app_user_email_trigram_index";--> statement-breakpoint
DROP INDEX "app_user_first_name_trigram_index";--> statement-breakpoint
DROP INDEX "app_user_last_name_trigram_index";--> statement-breakpoint
DROP INDEX "app_user_full_name_trigram_index";--> statement-breakpoint
DROP INDEX "company_name_trigram_index";--> statement-breakpoint
DROP INDEX "company_city_trigram_index";--> statement-breakpoint
DROP INDEX "transporter_name_trigram_index";--> statement-breakpoint
DROP INDEX "transporter_city_trigram_index";--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(replace(replace(replace(translate(coalesce("email", '') || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", ''), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžØøĐđŁłıÆŒ’‘', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzooddlliæœ'''''), 'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(replace(replace(replace(translate(coalesce("name", '') || ' ' || coalesce("city", ''), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžØøĐđŁłıÆŒ’‘', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzooddlliæœ'''''), 'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "transporter" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(replace(replace(replace(translate(coalesce("name", '') || ' ' || coalesce("city", ''), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžØøĐđŁłıÆŒ’‘', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzooddlliæœ'''''), 'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "discount" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(replace(replace(replace(translate(coalesce("name", ''), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžØøĐđŁłıÆŒ’‘', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzooddlliæœ'''''), 'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_size" ADD COLUMN "name_sort_key" text GENERATED ALWAYS AS (regexp_replace(regexp_replace(lower("name"), '([0-9]+)', '0000000000\1', 'g'), '0*([0-9]{10})', '\1', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "truck_sub_type" ADD CONSTRAINT "truck_sub_type_vehicle_type_id_vehicle_type_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_sub_type_length" ADD CONSTRAINT "truck_sub_type_length_truck_sub_type_id_truck_sub_type_id_fk" FOREIGN KEY ("truck_sub_type_id") REFERENCES "public"."truck_sub_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_created_by_user_id_app_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_created_by_user_id_app_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "truck_sub_type_vehicle_type_index" ON "truck_sub_type" USING btree ("vehicle_type_id");--> statement-breakpoint
CREATE INDEX "truck_sub_type_length_sub_type_index" ON "truck_sub_type_length" USING btree ("truck_sub_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_idempotency_unique" ON "job" USING btree ("kind","idempotency_key");--> statement-breakpoint
CREATE INDEX "job_pending_due_index" ON "job" USING btree ("run_at","id") WHERE "job"."status_id" = 2;--> statement-breakpoint
CREATE INDEX "job_finished_index" ON "job" USING btree ("finished_at") WHERE "job"."finished_at" is not null;--> statement-breakpoint
CREATE INDEX "stored_file_owner_index" ON "stored_file" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "app_user_search_trigram_index" ON "app_user" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "company_search_trigram_index" ON "company" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "transporter_search_trigram_index" ON "transporter" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "discount_search_trigram_index" ON "discount" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_size_name_sort_key_index" ON "product_size" USING btree ("name_sort_key","id");--> statement-breakpoint
CREATE INDEX "product_size_type_category_sort_key_index" ON "product_size" USING btree ("type_id","category_id","name_sort_key","id");