CREATE TABLE "message_rules" (
	"provider_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"email_on" boolean NOT NULL,
	"sms_on" boolean NOT NULL,
	"offset_days" smallint,
	"send_at_minute" smallint,
	"delay_minutes" smallint,
	"subject" text NOT NULL,
	"email_body" text NOT NULL,
	"sms_body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "message_rules_provider_id_kind_pk" PRIMARY KEY("provider_id","kind"),
	CONSTRAINT "message_rules_kind" CHECK ("message_rules"."kind" in ('booking-confirmation', 'visit-reminder', 'on-my-way', 'invoice-due-soon', 'invoice-due-today', 'invoice-overdue', 'auto-pay-declined', 'estimate-follow-up', 'estimate-expiring', 'review-request')),
	CONSTRAINT "message_rules_lengths" CHECK (char_length("message_rules"."subject") <= 150 and char_length("message_rules"."email_body") <= 3000 and char_length("message_rules"."sms_body") <= 480),
	CONSTRAINT "message_rules_send_at" CHECK ("message_rules"."send_at_minute" is null or ("message_rules"."send_at_minute" between 0 and 1435 and "message_rules"."send_at_minute" % 5 = 0)),
	CONSTRAINT "message_rules_offsets" CHECK ((kind <> 'booking-confirmation' or (offset_days is null and send_at_minute is null and delay_minutes is null)) and (kind <> 'visit-reminder' or offset_days between 1 and 7) and (kind <> 'on-my-way' or (offset_days is null and send_at_minute is null and delay_minutes is null)) and (kind <> 'invoice-due-soon' or offset_days between 1 and 14) and (kind <> 'invoice-due-today' or offset_days between 0 and 0) and (kind <> 'invoice-overdue' or offset_days between 1 and 30) and (kind <> 'auto-pay-declined' or (offset_days is null and send_at_minute is null and delay_minutes is null)) and (kind <> 'estimate-follow-up' or offset_days between 1 and 14) and (kind <> 'estimate-expiring' or offset_days between 1 and 7) and (kind <> 'review-request' or delay_minutes between 0 and 4320))
);
--> statement-breakpoint
CREATE TABLE "message_settings" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"quiet_start_minute" smallint DEFAULT 1200 NOT NULL,
	"quiet_end_minute" smallint DEFAULT 480 NOT NULL,
	"visit_cancel_cutoff_hours" smallint DEFAULT 24 NOT NULL,
	"estimate_valid_days" smallint DEFAULT 30 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_settings_quiet" CHECK ("message_settings"."quiet_start_minute" between 0 and 1439 and "message_settings"."quiet_end_minute" between 0 and 1439 and "message_settings"."quiet_start_minute" <> "message_settings"."quiet_end_minute"),
	CONSTRAINT "message_settings_cutoff" CHECK ("message_settings"."visit_cancel_cutoff_hours" between 0 and 168),
	CONSTRAINT "message_settings_validity" CHECK ("message_settings"."estimate_valid_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "message_test_clocks" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"offset_ms" bigint NOT NULL,
	CONSTRAINT "message_test_clocks_forward" CHECK ("message_test_clocks"."offset_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "scheduled_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"visit_id" uuid,
	"series_id" uuid,
	"job_id" uuid,
	"invoice_id" uuid,
	"estimate_id" uuid,
	"dedupe_key" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"channels" text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "scheduled_messages_dedupeKey_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "scheduled_messages_kind" CHECK ("scheduled_messages"."kind" in ('booking-confirmation', 'visit-reminder', 'on-my-way', 'invoice-due-soon', 'invoice-due-today', 'invoice-overdue', 'auto-pay-declined', 'estimate-follow-up', 'estimate-expiring', 'review-request')),
	CONSTRAINT "scheduled_messages_one_subject" CHECK (num_nonnulls("scheduled_messages"."visit_id", "scheduled_messages"."series_id", "scheduled_messages"."job_id", "scheduled_messages"."invoice_id", "scheduled_messages"."estimate_id") = 1),
	CONSTRAINT "scheduled_messages_channels" CHECK ("scheduled_messages"."channels" <@ array['email', 'sms']::text[] and cardinality("scheduled_messages"."channels") > 0),
	CONSTRAINT "scheduled_messages_status" CHECK ("scheduled_messages"."status" in ('pending', 'sent', 'skipped', 'cancelled')),
	CONSTRAINT "scheduled_messages_outcome" CHECK ("scheduled_messages"."outcome" is null or "scheduled_messages"."outcome" in ('paid', 'visit-cancelled', 'visit-moved', 'answered', 'booked-late', 'no-address', 'no-consent', 'opted-out', 'client-switched-off', 'kind-off', 'quiet-hours', 'discarded')),
	CONSTRAINT "scheduled_messages_settled" CHECK (("scheduled_messages"."status" = 'pending') = ("scheduled_messages"."settled_at" is null))
);
--> statement-breakpoint
ALTER TABLE "message_rules" ADD CONSTRAINT "message_rules_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_rules" ADD CONSTRAINT "message_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_settings" ADD CONSTRAINT "message_settings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_test_clocks" ADD CONSTRAINT "message_test_clocks_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_series_id_visit_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."visit_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_messages_client_id_due_at_index" ON "scheduled_messages" USING btree ("client_id","due_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scheduled_messages_pending" ON "scheduled_messages" USING btree ("provider_id","status","due_at") WHERE "scheduled_messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "scheduled_messages_visit_id_index" ON "scheduled_messages" USING btree ("visit_id") WHERE "scheduled_messages"."visit_id" is not null;--> statement-breakpoint
CREATE INDEX "scheduled_messages_invoice_id_index" ON "scheduled_messages" USING btree ("invoice_id") WHERE "scheduled_messages"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "scheduled_messages_estimate_id_index" ON "scheduled_messages" USING btree ("estimate_id") WHERE "scheduled_messages"."estimate_id" is not null;