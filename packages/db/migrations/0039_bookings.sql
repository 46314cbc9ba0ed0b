CREATE TABLE "booking_days" (
	"provider_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"booked" smallint NOT NULL,
	CONSTRAINT "booking_days_provider_id_local_date_pk" PRIMARY KEY("provider_id","local_date"),
	CONSTRAINT "booking_days_booked" CHECK ("booking_days"."booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"offer_id" uuid,
	"offer_name" text NOT NULL,
	"client_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"visit_id" uuid,
	"member_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"local_date" date NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"reply_by" timestamp with time zone,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"invoice_id" uuid,
	"refund_cents" integer,
	"ended_by" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email_lc" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"zip_code" text NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" uuid,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_visitId_unique" UNIQUE("visit_id"),
	CONSTRAINT "bookings_idempotency_key" UNIQUE("provider_id","idempotency_key"),
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('held', 'requested', 'confirmed', 'declined', 'expired', 'cancelled')),
	CONSTRAINT "bookings_held" CHECK ("bookings"."status" <> 'held' or "bookings"."hold_expires_at" is not null),
	CONSTRAINT "bookings_requested" CHECK ("bookings"."status" <> 'requested' or "bookings"."reply_by" is not null),
	CONSTRAINT "bookings_deposit" CHECK ("bookings"."deposit_cents" >= 0 and ("bookings"."deposit_cents" > 0) = ("bookings"."invoice_id" is not null)),
	CONSTRAINT "bookings_refund" CHECK ("bookings"."refund_cents" is null or "bookings"."refund_cents" >= 0),
	CONSTRAINT "bookings_ended_by" CHECK ("bookings"."ended_by" is null or "bookings"."ended_by" in ('client', 'provider', 'deadline', 'hold')),
	CONSTRAINT "bookings_times" CHECK ("bookings"."ends_at" > "bookings"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "booking_days" ADD CONSTRAINT "booking_days_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_live_per_person_and_time" ON "bookings" USING btree ("provider_id","email_lc","starts_at") WHERE "bookings"."status" in ('held', 'requested', 'confirmed');--> statement-breakpoint
CREATE INDEX "bookings_hold_expiry" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'held';--> statement-breakpoint
CREATE INDEX "bookings_reply_by" ON "bookings" USING btree ("reply_by") WHERE "bookings"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "bookings_provider_starts" ON "bookings" USING btree ("provider_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_client" ON "bookings" USING btree ("client_id");