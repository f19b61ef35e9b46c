CREATE TABLE "throttles" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"window_ms" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	"next_at" timestamp with time zone,
	CONSTRAINT "throttles_bucket_key_window_ms_pk" PRIMARY KEY("bucket","key","window_ms")
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
DROP TABLE "rate_events" CASCADE;--> statement-breakpoint
CREATE INDEX "throttles_window_start_idx" ON "throttles" USING btree ("window_start");