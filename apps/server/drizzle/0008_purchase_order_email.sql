CREATE TABLE "email_template" (
	"key" text PRIMARY KEY NOT NULL,
	"subject_en" text NOT NULL,
	"body_en" text NOT NULL,
	"subject_fr" text NOT NULL,
	"body_fr" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_email" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_key" text NOT NULL,
	"order_id" integer,
	"order_number" text,
	"seller_company_id" integer,
	"seller_company_name" text,
	"to_address" text NOT NULL,
	"language_id" smallint NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachment_file_id" uuid,
	"attachment_name" text,
	"message_id" text NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"job_id" bigint,
	"smtp_response" text,
	"failure_reason" text,
	"sent_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbound_email_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "outbound_email_status_check" CHECK ("outbound_email"."status_id" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "email_template" ADD CONSTRAINT "email_template_updated_by_user_id_app_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_email" ADD CONSTRAINT "outbound_email_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_email" ADD CONSTRAINT "outbound_email_seller_company_id_company_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_email" ADD CONSTRAINT "outbound_email_attachment_file_id_stored_file_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_email" ADD CONSTRAINT "outbound_email_created_by_user_id_app_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbound_email_created_index" ON "outbound_email" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outbound_email_order_index" ON "outbound_email" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "outbound_email_status_index" ON "outbound_email" USING btree ("status_id","created_at");--> statement-breakpoint
CREATE INDEX "outbound_email_seller_index" ON "outbound_email" USING btree ("seller_company_id");--> statement-breakpoint
CREATE INDEX "outbound_email_attachment_index" ON "outbound_email" USING btree ("attachment_file_id");