CREATE TABLE "sign_in_rate_window" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unknown_email_sign_in" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"last_failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "last_failed_sign_in_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sign_in_rate_window_started_index" ON "sign_in_rate_window" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "unknown_email_sign_in_last_failed_index" ON "unknown_email_sign_in" USING btree ("last_failed_at");