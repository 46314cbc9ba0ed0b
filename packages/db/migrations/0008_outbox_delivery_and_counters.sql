CREATE TABLE "provider_counters" (
	"provider_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "provider_counters_provider_id_kind_pk" PRIMARY KEY("provider_id","kind")
);
--> statement-breakpoint
ALTER TABLE "client_hub_requests" DROP CONSTRAINT "client_hub_requests_requestNumber_unique";--> statement-breakpoint
ALTER TABLE "client_hub_requests" ALTER COLUMN "request_number" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivered_via" text;--> statement-breakpoint
ALTER TABLE "provider_counters" ADD CONSTRAINT "provider_counters_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "client_hub_requests" ADD CONSTRAINT "client_hub_requests_providerId_requestNumber_unique" UNIQUE("provider_id","request_number");--> statement-breakpoint
ALTER TABLE "client_hub_requests" ALTER COLUMN "request_number" DROP DEFAULT;--> statement-breakpoint
DROP SEQUENCE IF EXISTS "client_hub_requests_request_number_seq";--> statement-breakpoint
INSERT INTO "provider_counters" ("provider_id", "kind", "value")
  SELECT "provider_id", 'request', max("request_number") FROM "client_hub_requests" GROUP BY "provider_id";--> statement-breakpoint
UPDATE "outbox" SET "status" = 'delivered', "delivered_via" = 'smtp' WHERE "delivered_at" IS NOT NULL;
