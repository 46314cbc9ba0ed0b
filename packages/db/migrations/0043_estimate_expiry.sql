ALTER TABLE "estimates" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "expires_on" date;--> statement-breakpoint
-- Estimates sent before: sent when their first hub link about them went, else when last changed. None
-- of them expires (a validity set now would refuse approvals the client was promised without one).
UPDATE "estimates" e SET "sent_at" = coalesce(
  (SELECT min(l."created_at") FROM "client_hub_links" l
    WHERE l."provider_id" = e."provider_id" AND l."artifact_type" = 'estimate' AND l."artifact_number" = e."estimate_number"),
  e."updated_at")
WHERE e."status" <> 'Draft';
