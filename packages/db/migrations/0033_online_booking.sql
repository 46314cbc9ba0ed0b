CREATE TABLE "booking_members" (
	"provider_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "booking_members_provider_id_user_id_pk" PRIMARY KEY("provider_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "booking_offers" (
	"offer_id" uuid PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"price_cents" integer,
	CONSTRAINT "booking_offers_provider_offer" UNIQUE("provider_id","offer_id"),
	CONSTRAINT "booking_offers_duration" CHECK ("booking_offers"."duration_minutes" between 15 and 720),
	CONSTRAINT "booking_offers_price" CHECK ("booking_offers"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"mode" text DEFAULT 'windows' NOT NULL,
	"start_step_minutes" smallint,
	"notice_minutes" integer DEFAULT 1440 NOT NULL,
	"horizon_days" smallint DEFAULT 30 NOT NULL,
	"buffer_minutes" smallint DEFAULT 0 NOT NULL,
	"daily_limit" smallint,
	"approval" text DEFAULT 'auto' NOT NULL,
	"reply_hours" smallint,
	"deposit_kind" text,
	"deposit_cents" integer,
	"deposit_percent" smallint,
	"refund_policy" text DEFAULT 'refund' NOT NULL,
	"change_cutoff_hours" smallint DEFAULT 24 NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"next_starts_at" timestamp with time zone,
	"next_window_minutes" smallint,
	"next_computed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_mode" CHECK ("booking_settings"."mode" in ('windows', 'start-times')),
	CONSTRAINT "booking_settings_start_step" CHECK (("booking_settings"."mode" = 'start-times') = ("booking_settings"."start_step_minutes" is not null) and ("booking_settings"."start_step_minutes" is null or "booking_settings"."start_step_minutes" in (15, 30, 60))),
	CONSTRAINT "booking_settings_notice" CHECK ("booking_settings"."notice_minutes" between 0 and 43200),
	CONSTRAINT "booking_settings_horizon" CHECK ("booking_settings"."horizon_days" between 1 and 60),
	CONSTRAINT "booking_settings_buffer" CHECK ("booking_settings"."buffer_minutes" between 0 and 240),
	CONSTRAINT "booking_settings_daily_limit" CHECK ("booking_settings"."daily_limit" between 1 and 50),
	CONSTRAINT "booking_settings_approval" CHECK ("booking_settings"."approval" in ('auto', 'approve')),
	CONSTRAINT "booking_settings_reply_hours" CHECK (("booking_settings"."approval" = 'approve') = ("booking_settings"."reply_hours" is not null) and ("booking_settings"."reply_hours" is null or "booking_settings"."reply_hours" in (2, 4, 12, 24, 48, 72))),
	CONSTRAINT "booking_settings_deposit" CHECK (("booking_settings"."deposit_kind" is null and "booking_settings"."deposit_cents" is null and "booking_settings"."deposit_percent" is null)
        or ("booking_settings"."deposit_kind" = 'fixed' and "booking_settings"."deposit_cents" > 0 and "booking_settings"."deposit_percent" is null)
        or ("booking_settings"."deposit_kind" = 'percent' and "booking_settings"."deposit_percent" between 1 and 100 and "booking_settings"."deposit_cents" is null)),
	CONSTRAINT "booking_settings_refund_policy" CHECK ("booking_settings"."refund_policy" in ('refund', 'keep')),
	CONSTRAINT "booking_settings_cutoff" CHECK ("booking_settings"."change_cutoff_hours" between 0 and 168)
);
--> statement-breakpoint
CREATE TABLE "booking_windows" (
	"provider_id" uuid NOT NULL,
	"starts_minute" smallint NOT NULL,
	"ends_minute" smallint NOT NULL,
	CONSTRAINT "booking_windows_provider_id_starts_minute_pk" PRIMARY KEY("provider_id","starts_minute"),
	CONSTRAINT "booking_windows_span" CHECK (0 <= "booking_windows"."starts_minute" and "booking_windows"."starts_minute" < "booking_windows"."ends_minute" and "booking_windows"."ends_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"user_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_span" CHECK ("time_off"."ends_at" > "time_off"."starts_at" and "time_off"."ends_at" - "time_off"."starts_at" <= interval '366 days')
);
--> statement-breakpoint
ALTER TABLE "visit_assignments" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "buffer_after_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_members" ADD CONSTRAINT "booking_members_user_id_provider_id_memberships_user_id_provider_id_fk" FOREIGN KEY ("user_id","provider_id") REFERENCES "public"."memberships"("user_id","provider_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_windows" ADD CONSTRAINT "booking_windows_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_user_id_provider_id_memberships_user_id_provider_id_fk" FOREIGN KEY ("user_id","provider_id") REFERENCES "public"."memberships"("user_id","provider_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_settings_listed" ON "booking_settings" USING btree ("provider_id") WHERE "booking_settings"."listed";--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_buffer_after" CHECK ("visits"."buffer_after_minutes" between 0 and 240);--> statement-breakpoint
-- Arrival windows of one provider never overlap.
ALTER TABLE "booking_windows" ADD CONSTRAINT "booking_windows_no_overlap"
  EXCLUDE USING gist ("provider_id" WITH =, int4range("starts_minute", "ends_minute") WITH &&);--> statement-breakpoint
-- Availability's and the calendar's read of time off in a range.
CREATE INDEX "time_off_provider_during" ON "time_off" USING gist ("provider_id", tstzrange("starts_at", "ends_at", '[)'));--> statement-breakpoint
-- Buffers (plan §1.4): an assignment blocks its person until the visit's end plus its buffer.
UPDATE "visit_assignments" SET "blocked_until" = "ends_at";--> statement-breakpoint
CREATE OR REPLACE FUNCTION visit_assignment_copy_times() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT v.starts_at, v.ends_at, v.ends_at + make_interval(mins => v.buffer_after_minutes),
         v.starts_at IS NOT NULL AND v.status NOT IN ('skipped', 'cancelled')
    INTO NEW.starts_at, NEW.ends_at, NEW.blocked_until, NEW.active
    FROM visits v WHERE v.id = NEW.visit_id;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER visits_times_to_assignments ON visits;--> statement-breakpoint
CREATE TRIGGER visits_times_to_assignments AFTER UPDATE OF starts_at, ends_at, status, buffer_after_minutes ON visits
  FOR EACH ROW WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at OR OLD.ends_at IS DISTINCT FROM NEW.ends_at
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.buffer_after_minutes IS DISTINCT FROM NEW.buffer_after_minutes)
  EXECUTE FUNCTION visit_times_to_assignments();--> statement-breakpoint
ALTER TABLE "visit_assignments" DROP CONSTRAINT "visit_assignments_one_place_at_a_time";--> statement-breakpoint
-- One person, one place, and the buffer after a booked visit kept free (23P01: the app answers 409).
ALTER TABLE "visit_assignments" ADD CONSTRAINT "visit_assignments_one_place_at_a_time"
  EXCLUDE USING gist ("user_id" WITH =, tstzrange("starts_at", "blocked_until", '[)') WITH &&) WHERE ("active");
