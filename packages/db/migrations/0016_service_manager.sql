CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"company_name" text,
	"first_name" text NOT NULL,
	"last_name" text,
	"email_address" text,
	"mobile_phone_number" text,
	"address" text,
	"address2" text,
	"city" text,
	"state_code" text,
	"zip_code" text,
	"separate_billing" boolean DEFAULT false NOT NULL,
	"billing_address" text,
	"billing_address2" text,
	"billing_city" text,
	"billing_state_code" text,
	"billing_zip_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"estimate_id" uuid,
	"invoice_id" uuid,
	"attachment_number" integer NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_attachments_one_document" CHECK (("document_attachments"."estimate_id" is null) <> ("document_attachments"."invoice_id" is null))
);
--> statement-breakpoint
CREATE TABLE "estimate_items" (
	"estimate_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"rate_cents" bigint NOT NULL,
	"quantity_hundredths" integer NOT NULL,
	"taxable" boolean DEFAULT false NOT NULL,
	"total_cents" bigint NOT NULL,
	"type" text,
	"billing_cycle" text
);
--> statement-breakpoint
CREATE TABLE "estimates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"estimate_number" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"request_id" uuid,
	"status" text DEFAULT 'Draft' NOT NULL,
	"estimate_date" date NOT NULL,
	"columns" jsonb NOT NULL,
	"tax_thousandths" integer DEFAULT 0 NOT NULL,
	"discount" jsonb,
	"deposit" jsonb,
	"notes" text,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"taxable_subtotal" bigint DEFAULT 0 NOT NULL,
	"non_taxable_subtotal" bigint DEFAULT 0 NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimates_providerId_estimateNumber_unique" UNIQUE("provider_id","estimate_number")
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"invoice_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"rate_cents" bigint NOT NULL,
	"quantity_hundredths" integer NOT NULL,
	"taxable" boolean DEFAULT false NOT NULL,
	"total_cents" bigint NOT NULL,
	"type" text,
	"billing_cycle" text
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"invoice_number" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"job_id" uuid,
	"status" text DEFAULT 'Draft' NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date,
	"tax_thousandths" integer DEFAULT 0 NOT NULL,
	"discount" jsonb,
	"deposit" jsonb,
	"notes" text,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"taxable_subtotal" bigint DEFAULT 0 NOT NULL,
	"non_taxable_subtotal" bigint DEFAULT 0 NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"amount_paid" bigint DEFAULT 0 NOT NULL,
	"amount_due" bigint DEFAULT 0 NOT NULL,
	"invoice_paid_on" timestamp with time zone,
	"billing_schedule" jsonb,
	"payment_types" text[] DEFAULT '{cc,ach}' NOT NULL,
	"payment_instructions" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_providerId_invoiceNumber_unique" UNIQUE("provider_id","invoice_number")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"job_number" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"estimate_id" uuid,
	"title" text NOT NULL,
	"status" text DEFAULT 'unscheduled' NOT NULL,
	"start_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_providerId_jobNumber_unique" UNIQUE("provider_id","job_number")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_attachments" ADD CONSTRAINT "document_attachments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_attachments" ADD CONSTRAINT "document_attachments_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_attachments" ADD CONSTRAINT "document_attachments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_items" ADD CONSTRAINT "estimate_items_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_request_id_client_hub_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."client_hub_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_provider_id_created_at_index" ON "clients" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "clients_provider_id_email_address_index" ON "clients" USING btree ("provider_id","email_address");--> statement-breakpoint
CREATE UNIQUE INDEX "document_attachments_estimate_number_idx" ON "document_attachments" USING btree ("estimate_id","attachment_number") WHERE "document_attachments"."estimate_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "document_attachments_invoice_number_idx" ON "document_attachments" USING btree ("invoice_id","attachment_number") WHERE "document_attachments"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "estimate_items_estimate_id_position_index" ON "estimate_items" USING btree ("estimate_id","position");--> statement-breakpoint
CREATE INDEX "estimates_client_id_index" ON "estimates" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "estimates_request_idx" ON "estimates" USING btree ("request_id") WHERE "estimates"."request_id" is not null;--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_id_position_index" ON "invoice_items" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoices_client_id_index" ON "invoices" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "invoices_job_id_index" ON "invoices" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "jobs_client_id_index" ON "jobs" USING btree ("client_id");