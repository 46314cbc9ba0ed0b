-- Scheduling (issue 33, docs/plans/scheduling.md §1): visits of jobs, who goes, their checklists, repeated
-- work, the invoice a visit made, team invitations and calendar feeds. Visits and series name their job
-- together with its provider, so the job's key comes first.
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_id_provider" UNIQUE("id","provider_id");--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"email_lc" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "team_invitations_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "visit_assignments" (
	"visit_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT false NOT NULL,
	CONSTRAINT "visit_assignments_visit_id_user_id_pk" PRIMARY KEY("visit_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "visit_checklist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"quantity_hundredths" integer NOT NULL,
	"estimate_item_id" uuid,
	"done_at" timestamp with time zone,
	"done_by" uuid,
	CONSTRAINT "visit_checklist_items_visitId_position_unique" UNIQUE("visit_id","position")
);
--> statement-breakpoint
CREATE TABLE "visit_invoices" (
	"visit_id" uuid PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL,
	CONSTRAINT "visit_invoices_invoiceId_unique" UNIQUE("invoice_id")
);
--> statement-breakpoint
CREATE TABLE "visit_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"rrule" text NOT NULL,
	"starts_local" text NOT NULL,
	"time_zone" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"arrival_window_minutes" smallint,
	"invoicing" text DEFAULT 'none' NOT NULL,
	"materialized_through" date,
	"ended_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_series_duration" CHECK ("visit_series"."duration_minutes" between 15 and 1440)
);
--> statement-breakpoint
CREATE TABLE "visit_series_assignees" (
	"series_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "visit_series_assignees_series_id_user_id_pk" PRIMARY KEY("series_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"arrival_window_minutes" smallint,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"on_my_way_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"notes" text,
	"series_id" uuid,
	"occurrence_date" date,
	"detached" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_id_provider" UNIQUE("id","provider_id"),
	CONSTRAINT "visits_series_date" UNIQUE("series_id","occurrence_date"),
	CONSTRAINT "visits_timed_both_ends" CHECK (("visits"."starts_at" is null) = ("visits"."ends_at" is null)),
	CONSTRAINT "visits_ends_after_start" CHECK ("visits"."ends_at" > "visits"."starts_at"),
	CONSTRAINT "visits_at_most_a_day" CHECK ("visits"."ends_at" - "visits"."starts_at" <= interval '24 hours'),
	CONSTRAINT "visits_arrival_window" CHECK ("visits"."arrival_window_minutes" is null or ("visits"."starts_at" is not null and "visits"."arrival_window_minutes" between 15 and 720)),
	CONSTRAINT "visits_worked_is_timed" CHECK ("visits"."status" not in ('on-my-way', 'in-progress', 'completed') or "visits"."starts_at" is not null),
	CONSTRAINT "visits_series_has_date" CHECK (("visits"."series_id" is null) = ("visits"."occurrence_date" is null))
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_provider_id_memberships_user_id_provider_id_fk" FOREIGN KEY ("user_id","provider_id") REFERENCES "public"."memberships"("user_id","provider_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_assignments" ADD CONSTRAINT "visit_assignments_visit_id_provider_id_visits_id_provider_id_fk" FOREIGN KEY ("visit_id","provider_id") REFERENCES "public"."visits"("id","provider_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_assignments" ADD CONSTRAINT "visit_assignments_user_id_provider_id_memberships_user_id_provider_id_fk" FOREIGN KEY ("user_id","provider_id") REFERENCES "public"."memberships"("user_id","provider_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_checklist_items" ADD CONSTRAINT "visit_checklist_items_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_checklist_items" ADD CONSTRAINT "visit_checklist_items_estimate_item_id_estimate_items_id_fk" FOREIGN KEY ("estimate_item_id") REFERENCES "public"."estimate_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_checklist_items" ADD CONSTRAINT "visit_checklist_items_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_invoices" ADD CONSTRAINT "visit_invoices_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_invoices" ADD CONSTRAINT "visit_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_series" ADD CONSTRAINT "visit_series_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_series" ADD CONSTRAINT "visit_series_job_id_provider_id_jobs_id_provider_id_fk" FOREIGN KEY ("job_id","provider_id") REFERENCES "public"."jobs"("id","provider_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_series_assignees" ADD CONSTRAINT "visit_series_assignees_series_id_visit_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."visit_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_series_assignees" ADD CONSTRAINT "visit_series_assignees_user_id_provider_id_memberships_user_id_provider_id_fk" FOREIGN KEY ("user_id","provider_id") REFERENCES "public"."memberships"("user_id","provider_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_series_id_visit_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."visit_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_job_id_provider_id_jobs_id_provider_id_fk" FOREIGN KEY ("job_id","provider_id") REFERENCES "public"."jobs"("id","provider_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_current" ON "calendar_feeds" USING btree ("provider_id","user_id") WHERE "calendar_feeds"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_open" ON "team_invitations" USING btree ("provider_id","email_lc") WHERE "team_invitations"."accepted_at" is null and "team_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "visit_assignments_user_id_starts_at_index" ON "visit_assignments" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "visit_series_job_id_index" ON "visit_series" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "visits_job_id_starts_at_index" ON "visits" USING btree ("job_id","starts_at");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_role" CHECK ("memberships"."role" in ('owner', 'manager', 'technician'));--> statement-breakpoint
-- An assignment carries its visit's times and counts while the visit is timed and neither skipped nor
-- cancelled: copied here by triggers, so no writer can forget, and the exclusion below can judge it.
CREATE FUNCTION visit_assignment_copy_times() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT v.starts_at, v.ends_at, v.starts_at IS NOT NULL AND v.status NOT IN ('skipped', 'cancelled')
    INTO NEW.starts_at, NEW.ends_at, NEW.active
    FROM visits v WHERE v.id = NEW.visit_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER visit_assignments_copy_times BEFORE INSERT OR UPDATE ON visit_assignments
  FOR EACH ROW EXECUTE FUNCTION visit_assignment_copy_times();--> statement-breakpoint
CREATE FUNCTION visit_times_to_assignments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The BEFORE trigger above reads the visit again and sets all three.
  UPDATE visit_assignments SET starts_at = NEW.starts_at, ends_at = NEW.ends_at WHERE visit_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER visits_times_to_assignments AFTER UPDATE OF starts_at, ends_at, status ON visits
  FOR EACH ROW WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at OR OLD.ends_at IS DISTINCT FROM NEW.ends_at OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION visit_times_to_assignments();--> statement-breakpoint
-- One person, one place: two active assignments of a member never overlap (23P01: the app answers 409).
ALTER TABLE "visit_assignments" ADD CONSTRAINT "visit_assignments_one_place_at_a_time"
  EXCLUDE USING gist ("user_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("active");--> statement-breakpoint
-- The calendar's read: a provider's visits in a range of time.
CREATE INDEX "visits_provider_during" ON "visits" USING gist ("provider_id", tstzrange("starts_at", "ends_at", '[)'))
  WHERE "starts_at" IS NOT NULL AND "status" <> 'cancelled';
