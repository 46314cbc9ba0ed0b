-- Time that computes (issue 33): each provider's IANA time zone, and open hours kept as weekly intervals of
-- wall-clock minutes (Monday = 1) instead of the spec's display strings, which are derived from them now.
CREATE TABLE "provider_open_hours" (
	"provider_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_minute" smallint NOT NULL,
	"closes_minute" smallint NOT NULL,
	CONSTRAINT "provider_open_hours_provider_id_weekday_opens_minute_pk" PRIMARY KEY("provider_id","weekday","opens_minute"),
	CONSTRAINT "provider_open_hours_weekday" CHECK ("provider_open_hours"."weekday" between 1 and 7),
	CONSTRAINT "provider_open_hours_interval" CHECK (0 <= "provider_open_hours"."opens_minute" and "provider_open_hours"."opens_minute" < "provider_open_hours"."closes_minute" and "provider_open_hours"."closes_minute" <= 1440)
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "hours_shown" boolean;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "time_zone_source" text DEFAULT 'state' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_open_hours" ADD CONSTRAINT "provider_open_hours_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One day's intervals never overlap (btree_gist lets the provider and weekday join the range in one index).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "provider_open_hours" ADD CONSTRAINT "provider_open_hours_no_overlap" EXCLUDE USING gist ("provider_id" WITH =, "weekday" WITH =, int4range("opens_minute", "closes_minute") WITH &&);--> statement-breakpoint
-- A first zone from the state (its most common one); the reference-data step refines it from the coordinates.
UPDATE "providers" SET "time_zone" = zones.zone
FROM (VALUES
  ('AK', 'America/Anchorage'),
  ('AL', 'America/Chicago'),
  ('AR', 'America/Chicago'),
  ('AZ', 'America/Phoenix'),
  ('CA', 'America/Los_Angeles'),
  ('CO', 'America/Denver'),
  ('CT', 'America/New_York'),
  ('DC', 'America/New_York'),
  ('DE', 'America/New_York'),
  ('FL', 'America/New_York'),
  ('GA', 'America/New_York'),
  ('HI', 'Pacific/Honolulu'),
  ('IA', 'America/Chicago'),
  ('ID', 'America/Boise'),
  ('IL', 'America/Chicago'),
  ('IN', 'America/Indiana/Indianapolis'),
  ('KS', 'America/Chicago'),
  ('KY', 'America/New_York'),
  ('LA', 'America/Chicago'),
  ('MA', 'America/New_York'),
  ('MD', 'America/New_York'),
  ('ME', 'America/New_York'),
  ('MI', 'America/Detroit'),
  ('MN', 'America/Chicago'),
  ('MO', 'America/Chicago'),
  ('MS', 'America/Chicago'),
  ('MT', 'America/Denver'),
  ('NC', 'America/New_York'),
  ('ND', 'America/Chicago'),
  ('NE', 'America/Chicago'),
  ('NH', 'America/New_York'),
  ('NJ', 'America/New_York'),
  ('NM', 'America/Denver'),
  ('NV', 'America/Los_Angeles'),
  ('NY', 'America/New_York'),
  ('OH', 'America/New_York'),
  ('OK', 'America/Chicago'),
  ('OR', 'America/Los_Angeles'),
  ('PA', 'America/New_York'),
  ('PR', 'America/Puerto_Rico'),
  ('RI', 'America/New_York'),
  ('SC', 'America/New_York'),
  ('SD', 'America/Chicago'),
  ('TN', 'America/Chicago'),
  ('TX', 'America/Chicago'),
  ('UT', 'America/Denver'),
  ('VA', 'America/New_York'),
  ('VI', 'America/Puerto_Rico'),
  ('VT', 'America/New_York'),
  ('WA', 'America/Los_Angeles'),
  ('WI', 'America/Chicago'),
  ('WV', 'America/New_York'),
  ('WY', 'America/Denver')
) AS zones(state_code, zone)
WHERE "providers"."state_code" = zones.state_code;--> statement-breakpoint
UPDATE "providers" SET "hours_shown" = ("hours" ->> 'enabled')::boolean WHERE "hours" IS NOT NULL;--> statement-breakpoint
CREATE TEMPORARY TABLE "open_days" AS
SELECT p.id AS provider_id, d.weekday, (p.hours -> d.key ->> 'allDay')::boolean AS all_day, p.hours -> d.key ->> 'time' AS time,
  regexp_match(p.hours -> d.key ->> 'time', '^\s*(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?\s*[Mm]\.?\s*[-–]\s*(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?\s*[Mm]\.?\s*$') AS parts
FROM "providers" p
CROSS JOIN (VALUES ('mon', 1), ('tue', 2), ('wed', 3), ('thu', 4), ('fri', 5), ('sat', 6), ('sun', 7)) AS d(key, weekday)
WHERE p.hours IS NOT NULL AND (p.hours -> d.key ->> 'open')::boolean;--> statement-breakpoint
-- Nothing is dropped silently: an open day whose time does not read stops the migration, naming it.
DO $$
DECLARE unread record;
BEGIN
  SELECT provider_id, weekday, time INTO unread FROM open_days WHERE NOT all_day AND parts IS NULL LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'provider % has open hours that do not read on weekday %: %', unread.provider_id, unread.weekday, unread.time;
  END IF;
END $$;--> statement-breakpoint
INSERT INTO "provider_open_hours" ("provider_id", "weekday", "opens_minute", "closes_minute")
SELECT provider_id, weekday,
  CASE WHEN all_day THEN 0 ELSE ((parts[1]::int % 12) + CASE WHEN upper(parts[3]) = 'P' THEN 12 ELSE 0 END) * 60 + coalesce(parts[2]::int, 0) END,
  CASE WHEN all_day THEN 1440 ELSE ((parts[4]::int % 12) + CASE WHEN upper(parts[6]) = 'P' THEN 12 ELSE 0 END) * 60 + coalesce(parts[5]::int, 0) END
FROM open_days;--> statement-breakpoint
DROP TABLE "open_days";
