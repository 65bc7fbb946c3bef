CREATE TABLE "saved_view" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"table_key" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "action_log" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "saved_view" ADD CONSTRAINT "saved_view_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_view_user_table_name_unique" ON "saved_view" USING btree ("user_id","table_key",lower("name"));--> statement-breakpoint
CREATE INDEX "action_log_entity_created_index" ON "action_log" USING btree ("action_type_id","entity_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);