CREATE TABLE "client_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"scheduled_message_id" uuid,
	"kind" text NOT NULL,
	"direction" text DEFAULT 'out' NOT NULL,
	"channel" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"outbox_id" uuid,
	"skipped_because" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_messages_outboxId_unique" UNIQUE("outbox_id"),
	CONSTRAINT "client_messages_once" UNIQUE("scheduled_message_id","channel"),
	CONSTRAINT "client_messages_direction" CHECK ("client_messages"."direction" in ('out', 'in')),
	CONSTRAINT "client_messages_channel" CHECK ("client_messages"."channel" in ('email', 'sms')),
	CONSTRAINT "client_messages_sent_or_skipped" CHECK ("client_messages"."outbox_id" is null or "client_messages"."skipped_because" is null)
);
--> statement-breakpoint
CREATE TABLE "sms_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"wording" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_via" text NOT NULL,
	"granted_by" uuid,
	"revoked_at" timestamp with time zone,
	"revoked_via" text,
	CONSTRAINT "sms_consents_granted_via" CHECK ("sms_consents"."granted_via" in ('provider', 'client-hub', 'booking', 'keyword')),
	CONSTRAINT "sms_consents_revoked" CHECK (("sms_consents"."revoked_at" is null) = ("sms_consents"."revoked_via" is null) and ("sms_consents"."revoked_via" is null or "sms_consents"."revoked_via" in ('provider', 'client-hub', 'keyword', 'number-changed')))
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"phone_e164" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL,
	"keyword" text,
	"inbound_sid" text
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "carrier_status" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "carrier_error" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "automatic_messages" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_scheduled_message_id_scheduled_messages_id_fk" FOREIGN KEY ("scheduled_message_id") REFERENCES "public"."scheduled_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_consents" ADD CONSTRAINT "sms_consents_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_consents" ADD CONSTRAINT "sms_consents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_consents" ADD CONSTRAINT "sms_consents_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_messages_client_id_created_at_index" ON "client_messages" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sms_consents_live" ON "sms_consents" USING btree ("client_id") WHERE "sms_consents"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_external_id_index" ON "outbox" USING btree ("external_id") WHERE "outbox"."external_id" is not null;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_carrier_status" CHECK ("outbox"."carrier_status" is null or "outbox"."carrier_status" in ('queued', 'sent', 'delivered', 'undelivered', 'failed'));