CREATE TABLE "builtin_processor_billing_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"clock_offset_ms" bigint DEFAULT 0 NOT NULL,
	"default_method_id" text,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "builtin_processor_billing_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"subscription_id" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"method_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "builtin_processor_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"mode" text NOT NULL,
	"client_secret" text NOT NULL,
	"status" text NOT NULL,
	"items" text[] NOT NULL,
	"subscription_id" text,
	"last_error" text,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "builtin_processor_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"items" text[] NOT NULL,
	"anchor_day" integer NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	"past_due_since" timestamp with time zone,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"invoice_id" text NOT NULL,
	"number" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_receipts_invoiceId_unique" UNIQUE("invoice_id")
);
--> statement-breakpoint
CREATE TABLE "provider_plans" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"processor" text NOT NULL,
	"customer_id" text NOT NULL,
	"subscription_id" text,
	"status" text DEFAULT 'free' NOT NULL,
	"items" text[] DEFAULT '{}' NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"past_due_since" timestamp with time zone,
	"last_error" text,
	"card_brand" text,
	"card_last4" text,
	"pending_checkout_id" text,
	"change_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_plans_customerId_unique" UNIQUE("customer_id"),
	CONSTRAINT "provider_plans_subscriptionId_unique" UNIQUE("subscription_id")
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "plan_items" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "complimentary_items" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "tools_trial_ends_at" timestamp with time zone DEFAULT now() + interval '30 days';--> statement-breakpoint
ALTER TABLE "plan_receipts" ADD CONSTRAINT "plan_receipts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_plans" ADD CONSTRAINT "provider_plans_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_receipts_provider_number_idx" ON "plan_receipts" USING btree ("provider_id","number");--> statement-breakpoint
-- The Professional plan the demo data and earlier versions set by hand is the platform's gift: nothing bills it.
UPDATE "providers" SET "complimentary_items" = '{pro}' WHERE "pro" > 0;--> statement-breakpoint
-- So is a custom domain set up by hand: it keeps serving the profile site.
UPDATE "providers" SET "complimentary_items" = "complimentary_items" || '{domain}'::text[] WHERE "custom_domain" IS NOT NULL;
