CREATE TABLE "order_item_picture" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_item_id" bigint NOT NULL,
	"stored_file_id" uuid NOT NULL,
	"uploaded_by_user_id" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_picture_request" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_item_id" bigint NOT NULL,
	"picture_type_id" smallint DEFAULT 1 NOT NULL,
	"picture_due_date" date,
	"note" text,
	"picture_status_id" smallint DEFAULT 1 NOT NULL,
	"rejection_note" text,
	"approved_at" timestamp with time zone,
	"approved_by_user_id" integer,
	"requested_by_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_picture_request_type_check" CHECK ("order_picture_request"."picture_type_id" between 1 and 3),
	CONSTRAINT "order_picture_request_status_check" CHECK ("order_picture_request"."picture_status_id" in (1, 3, 4)),
	CONSTRAINT "order_picture_request_rejection_check" CHECK ("order_picture_request"."picture_status_id" <> 4 or "order_picture_request"."rejection_note" is not null),
	CONSTRAINT "order_picture_request_approval_check" CHECK ("order_picture_request"."approved_at" is null or "order_picture_request"."picture_status_id" = 3)
);
--> statement-breakpoint
ALTER TABLE "order_item_picture" ADD CONSTRAINT "order_item_picture_order_item_id_order_item_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_picture" ADD CONSTRAINT "order_item_picture_stored_file_id_stored_file_id_fk" FOREIGN KEY ("stored_file_id") REFERENCES "public"."stored_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_picture" ADD CONSTRAINT "order_item_picture_uploaded_by_user_id_app_user_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_picture_request" ADD CONSTRAINT "order_picture_request_order_item_id_order_item_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_picture_request" ADD CONSTRAINT "order_picture_request_approved_by_user_id_app_user_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_picture_request" ADD CONSTRAINT "order_picture_request_requested_by_user_id_app_user_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_item_picture_item_index" ON "order_item_picture" USING btree ("order_item_id","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_item_picture_file_unique" ON "order_item_picture" USING btree ("stored_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_picture_request_item_unique" ON "order_picture_request" USING btree ("order_item_id");