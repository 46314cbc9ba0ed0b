CREATE TABLE "google_places" (
	"place_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rating" text,
	"user_ratings_total" integer DEFAULT 0 NOT NULL,
	"reviews" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_hub_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_number" serial NOT NULL,
	"provider_id" uuid NOT NULL,
	"user_id" uuid,
	"type" text NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"preferred_contact_method" text NOT NULL,
	"email" text,
	"mobile_phone_number" text,
	"services" text[],
	"input_form" jsonb NOT NULL,
	"address" text,
	"address2" text,
	"city" text,
	"state_code" text,
	"zip_code" text,
	"country_code" text,
	"submitted_from_url" text,
	"closed_on" timestamp with time zone,
	"closed_reason" text,
	"closed_by_user_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_hub_requests_requestNumber_unique" UNIQUE("request_number")
);
--> statement-breakpoint
ALTER TABLE "client_hub_requests" ADD CONSTRAINT "client_hub_requests_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_hub_requests" ADD CONSTRAINT "client_hub_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_hub_requests_provider_id_created_at_index" ON "client_hub_requests" USING btree ("provider_id","created_at");