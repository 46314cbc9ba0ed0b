ALTER TABLE "estimates" ADD COLUMN "last_attachment_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "last_attachment_number" integer DEFAULT 0 NOT NULL;