ALTER TABLE "providers" ADD COLUMN "license_number" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "logo_on_documents" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_license_number_length" CHECK (char_length("providers"."license_number") <= 40);