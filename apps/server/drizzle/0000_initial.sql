CREATE TABLE "action_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"action_type_id" smallint NOT NULL,
	"action_id" smallint NOT NULL,
	"entity_id" bigint,
	"entity_number" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "app_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text,
	"last_name" text,
	"phone_number" text,
	"alt_phone_number" text,
	"signup_company" text,
	"company_id" integer,
	"role_id" integer NOT NULL,
	"status_id" smallint NOT NULL,
	"language_id" integer NOT NULL,
	"timezone_id" integer,
	"avatar_file_name" text,
	"failed_sign_in_attempts" smallint DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_type_id" integer NOT NULL,
	"tier" smallint,
	"registered" boolean DEFAULT false NOT NULL,
	"preferred" boolean DEFAULT false NOT NULL,
	"contact_email" text,
	"phone_number" text,
	"address" text,
	"city" text,
	"postal_code" text,
	"province_id" integer,
	"country_id" integer,
	"timezone_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_address" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"location_name" text,
	"address" text NOT NULL,
	"city" text,
	"postal_code" text,
	"province_id" integer,
	"country_id" integer,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "company_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "country_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "language" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "language_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "lookup_value" (
	"kind" text NOT NULL,
	"id" integer NOT NULL,
	"label" text NOT NULL,
	"code" text,
	"description" text,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "lookup_value_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "province" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"country_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "role_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "timezone" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"iana_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transporter" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact_email" text,
	"phone_number" text,
	"address" text,
	"city" text,
	"postal_code" text,
	"province_id" integer,
	"country_id" integer,
	"timezone_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transporter_address" (
	"id" serial PRIMARY KEY NOT NULL,
	"transporter_id" integer NOT NULL,
	"location_name" text,
	"address" text NOT NULL,
	"city" text,
	"postal_code" text,
	"province_id" integer,
	"country_id" integer,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "user_session" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "dictionary_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"en" text NOT NULL,
	"fr" text,
	"is_shipped" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rate" (
	"id" serial PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"gst_rate" numeric(6, 3) DEFAULT 0 NOT NULL,
	"pst_rate" numeric(6, 3) DEFAULT 0 NOT NULL,
	"qst_rate" numeric(6, 3) DEFAULT 0 NOT NULL,
	"hst_rate" numeric(6, 3) DEFAULT 0 NOT NULL,
	"state_rate" numeric(6, 3) DEFAULT 0 NOT NULL,
	"effective_from" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_fee" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"fee_type_id" smallint NOT NULL,
	"rate" numeric(6, 3) DEFAULT 0 NOT NULL,
	"minimum_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "action_log" ADD CONSTRAINT "action_log_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."role"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_timezone_id_timezone_id_fk" FOREIGN KEY ("timezone_id") REFERENCES "public"."timezone"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_company_type_id_company_type_id_fk" FOREIGN KEY ("company_type_id") REFERENCES "public"."company_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_province_id_province_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."province"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_timezone_id_timezone_id_fk" FOREIGN KEY ("timezone_id") REFERENCES "public"."timezone"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_address" ADD CONSTRAINT "company_address_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_address" ADD CONSTRAINT "company_address_province_id_province_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."province"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_address" ADD CONSTRAINT "company_address_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "province" ADD CONSTRAINT "province_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transporter" ADD CONSTRAINT "transporter_province_id_province_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."province"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transporter" ADD CONSTRAINT "transporter_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transporter" ADD CONSTRAINT "transporter_timezone_id_timezone_id_fk" FOREIGN KEY ("timezone_id") REFERENCES "public"."timezone"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transporter_address" ADD CONSTRAINT "transporter_address_transporter_id_transporter_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."transporter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transporter_address" ADD CONSTRAINT "transporter_address_province_id_province_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."province"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transporter_address" ADD CONSTRAINT "transporter_address_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rate" ADD CONSTRAINT "tax_rate_province_id_province_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."province"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_fee" ADD CONSTRAINT "transaction_fee_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_log_created_index" ON "action_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "action_log_user_created_index" ON "action_log" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "action_log_type_created_index" ON "action_log" USING btree ("action_type_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "action_log_entity_number_index" ON "action_log" USING btree ("entity_number");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_email_unique" ON "app_user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "app_user_role_status_index" ON "app_user" USING btree ("role_id","status_id","id");--> statement-breakpoint
CREATE INDEX "app_user_company_index" ON "app_user" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "app_user_last_name_index" ON "app_user" USING btree (lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "app_user_first_name_index" ON "app_user" USING btree (lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "app_user_status_index" ON "app_user" USING btree ("status_id","id");--> statement-breakpoint
CREATE INDEX "app_user_company_id_index" ON "app_user" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "app_user_locked_index" ON "app_user" USING btree ("id") WHERE "app_user"."locked_at" is not null;--> statement-breakpoint
CREATE INDEX "company_name_index" ON "company" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "company_type_name_index" ON "company" USING btree ("company_type_id",lower("name"));--> statement-breakpoint
CREATE INDEX "company_city_index" ON "company" USING btree (lower("city"),"id");--> statement-breakpoint
CREATE INDEX "company_province_name_index" ON "company" USING btree ("province_id",lower("name"));--> statement-breakpoint
CREATE INDEX "company_address_company_index" ON "company_address" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "province_country_code_unique" ON "province" USING btree ("country_id","code");--> statement-breakpoint
CREATE INDEX "transporter_name_index" ON "transporter" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "transporter_city_index" ON "transporter" USING btree (lower("city"),"id");--> statement-breakpoint
CREATE INDEX "transporter_address_transporter_index" ON "transporter_address" USING btree ("transporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_session_token_hash_unique" ON "user_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_session_user_index" ON "user_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_session_expires_index" ON "user_session" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_entry_key_unique" ON "dictionary_entry" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_name_unique" ON "discount" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rate_province_unique" ON "tax_rate" USING btree ("province_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_fee_company_type_unique" ON "transaction_fee" USING btree ("company_id","fee_type_id");