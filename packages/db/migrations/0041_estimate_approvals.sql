CREATE TABLE "estimate_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estimate_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"option_position" integer,
	"signer_name" text,
	"signature_kind" text,
	"signature_png" "bytea",
	"ip" "inet",
	"user_agent" text,
	"approved_at" timestamp with time zone NOT NULL,
	"document_sha256" text NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "estimate_approvals_estimateId_version_unique" UNIQUE("estimate_id","version"),
	CONSTRAINT "estimate_approvals_signer_name" CHECK (char_length("estimate_approvals"."signer_name") between 1 and 100),
	CONSTRAINT "estimate_approvals_signature" CHECK (("estimate_approvals"."signature_kind" is null) = ("estimate_approvals"."signer_name" is null) and ("estimate_approvals"."signature_png" is null or "estimate_approvals"."signature_kind" = 'drawn')),
	CONSTRAINT "estimate_approvals_png_size" CHECK (octet_length("estimate_approvals"."signature_png") <= 65536),
	CONSTRAINT "estimate_approvals_user_agent" CHECK (char_length("estimate_approvals"."user_agent") <= 512),
	CONSTRAINT "estimate_approvals_sha256" CHECK ("estimate_approvals"."document_sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "estimates_require_signature" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "estimate_approvals" ADD CONSTRAINT "estimate_approvals_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Evidence is kept as it was given: an approval row is never changed (deleted only with its estimate).
CREATE FUNCTION estimate_approvals_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'estimate_approvals rows are never updated';
END $$;--> statement-breakpoint
CREATE TRIGGER estimate_approvals_no_update BEFORE UPDATE ON estimate_approvals
  FOR EACH ROW EXECUTE FUNCTION estimate_approvals_refuse_update();
