CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"pauses" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"paused_until" timestamp with time zone,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "login_throttles_window_ends_at_idx" ON "login_throttles" USING btree ("window_ends_at");