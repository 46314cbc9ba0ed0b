-- The tools' free trial runs from the company's creation (issue 29 item 8): SERVICE_MANAGER_TRIAL_DAYS (30)
-- after created_at. The column's default counted 30 days from whenever the row was written, which for
-- rows that existed when 0021 added it (and demo companies created "in the past") was the wrong day.
-- Every statement here may run again (the plans test does), so each is idempotent.
ALTER TABLE "providers" ALTER COLUMN "tools_trial_ends_at" DROP DEFAULT;--> statement-breakpoint
CREATE OR REPLACE FUNCTION providers_tools_trial() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.tools_trial_ends_at IS NULL THEN
    NEW.tools_trial_ends_at := NEW.created_at + interval '30 days';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS providers_tools_trial ON providers;--> statement-breakpoint
CREATE TRIGGER providers_tools_trial BEFORE INSERT ON providers
  FOR EACH ROW EXECUTE FUNCTION providers_tools_trial();--> statement-breakpoint
-- Nothing but the default ever wrote the column: every trial is put back on its company's creation.
UPDATE "providers" SET "tools_trial_ends_at" = "created_at" + interval '30 days'
  WHERE "tools_trial_ends_at" IS DISTINCT FROM "created_at" + interval '30 days';
