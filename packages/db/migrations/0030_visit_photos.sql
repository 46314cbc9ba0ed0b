-- Photos the person working takes at a visit (issue 33 item 3): numbered per visit from
-- visits.last_photo_number (a deleted photo's number is never reused), named with their visit and its
-- provider together, so they go with the visit.
CREATE TABLE "visit_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"photo_number" integer NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_photos_number" UNIQUE("visit_id","photo_number"),
	CONSTRAINT "visit_photos_number_positive" CHECK ("visit_photos"."photo_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "last_photo_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_photos" ADD CONSTRAINT "visit_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_photos" ADD CONSTRAINT "visit_photos_visit_id_provider_id_visits_id_provider_id_fk" FOREIGN KEY ("visit_id","provider_id") REFERENCES "public"."visits"("id","provider_id") ON DELETE cascade ON UPDATE no action;