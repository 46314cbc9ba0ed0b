-- The spec's hours object is derived from provider_open_hours now (migration 0027, open-hours.rules.ts).
ALTER TABLE "providers" DROP COLUMN "hours";