CREATE TABLE "service_catalogue" (
	"u" text PRIMARY KEY NOT NULL,
	"n" text NOT NULL,
	"cu" text NOT NULL,
	"su" text,
	"c" text NOT NULL,
	"s" text,
	"p" smallint NOT NULL,
	"pricing_form" boolean NOT NULL,
	"input_form" jsonb NOT NULL,
	"keywords" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_uri" text NOT NULL,
	"type" text DEFAULT 'scat' NOT NULL,
	"order_number" integer DEFAULT 1000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_photos" (
	"offer_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	CONSTRAINT "offer_photos_offer_id_photo_id_pk" PRIMARY KEY("offer_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "offer_subcategories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_uri" text NOT NULL,
	"type" text DEFAULT 'ssubcat' NOT NULL,
	"order_number" integer DEFAULT 1000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_number" serial NOT NULL,
	"provider_id" uuid NOT NULL,
	"category_id" uuid,
	"subcategory_id" uuid,
	"catalogue_uri" text,
	"name" text NOT NULL,
	"name_uri" text NOT NULL,
	"type" text DEFAULT 'service' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"description_text" text,
	"description_html" text,
	"description_teaser" text,
	"icon_path" text,
	"promo_video_path" text,
	"pricing_form" jsonb,
	"sections" jsonb,
	"order_number" integer DEFAULT 1000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_offerNumber_unique" UNIQUE("offer_number")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"friendly_image_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"is_video" boolean DEFAULT false NOT NULL,
	"width" integer,
	"height" integer,
	"order_number" integer DEFAULT 1000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"type" text NOT NULL,
	"method" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"user_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_user_id_provider_id_pk" PRIMARY KEY("user_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"vanity_name" text NOT NULL,
	"vanity_name_lc" text NOT NULL,
	"custom_domain" text,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"verified" boolean DEFAULT false NOT NULL,
	"unclaimed" boolean DEFAULT false NOT NULL,
	"pro" smallint DEFAULT 0 NOT NULL,
	"spotlight" boolean DEFAULT false NOT NULL,
	"chat_enabled" boolean DEFAULT false NOT NULL,
	"disable_request_forms" boolean DEFAULT false NOT NULL,
	"about_metadata" text,
	"about_desc" text,
	"about_html" boolean DEFAULT false NOT NULL,
	"phone_number" text,
	"email" text,
	"website" text,
	"hours" jsonb,
	"address" text,
	"address2" text,
	"city" text,
	"state_code" text,
	"zip_code" text,
	"country_code" text DEFAULT 'US' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"place_id" text,
	"google_reviews_enabled" boolean DEFAULT false NOT NULL,
	"profile_pic" text,
	"profile_pic_fit" text DEFAULT 'contain' NOT NULL,
	"profile_pic_background_color" text,
	"banner_image" text,
	"banner_image_position" text DEFAULT 'center' NOT NULL,
	"banner_image_fit" text DEFAULT 'cover' NOT NULL,
	"banner_image_background_color" text,
	"banner_image_show_company_overlay" boolean DEFAULT true NOT NULL,
	"home_promo_video_path" text,
	"about_promo_video_path" text,
	"contact_promo_video_path" text,
	"services_promo_video_path" text,
	"reviews_promo_video_path" text,
	"facebook" text,
	"x" text,
	"instagram" text,
	"linkedin" text,
	"pinterest" text,
	"whatsapp" text,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_vanityNameLc_unique" UNIQUE("vanity_name_lc"),
	CONSTRAINT "providers_customDomain_unique" UNIQUE("custom_domain")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_number" serial NOT NULL,
	"provider_id" uuid NOT NULL,
	"user_id" uuid,
	"rating" smallint NOT NULL,
	"headline" text,
	"review" text,
	"attributes" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"relationship" text,
	"visibility" text DEFAULT 'p' NOT NULL,
	"verified_customer" boolean DEFAULT false NOT NULL,
	"provider_reply" text,
	"provider_reply_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_reviewNumber_unique" UNIQUE("review_number")
);
--> statement-breakpoint
CREATE TABLE "friend_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friendships" (
	"user_id" uuid NOT NULL,
	"friend_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friendships_user_id_friend_id_pk" PRIMARY KEY("user_id","friend_id")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "offer_categories" ADD CONSTRAINT "offer_categories_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_photos" ADD CONSTRAINT "offer_photos_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_photos" ADD CONSTRAINT "offer_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_subcategories" ADD CONSTRAINT "offer_subcategories_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_subcategories" ADD CONSTRAINT "offer_subcategories_category_id_offer_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."offer_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_category_id_offer_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."offer_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_subcategory_id_offer_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."offer_subcategories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_preferences" ADD CONSTRAINT "contact_preferences_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_categories_provider_id_name_uri_index" ON "offer_categories" USING btree ("provider_id","name_uri");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_subcategories_category_id_name_uri_index" ON "offer_subcategories" USING btree ("category_id","name_uri");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_provider_id_name_uri_index" ON "offers" USING btree ("provider_id","name_uri");--> statement-breakpoint
CREATE INDEX "offers_catalogue_uri_index" ON "offers" USING btree ("catalogue_uri");--> statement-breakpoint
CREATE INDEX "outbox_to_created_at_index" ON "outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_provider_id_friendly_image_name_index" ON "photos" USING btree ("provider_id","friendly_image_name");--> statement-breakpoint
CREATE INDEX "photos_provider_id_index" ON "photos" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "contact_preferences_provider_id_index" ON "contact_preferences" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "memberships_provider_id_index" ON "memberships" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "providers_published_spotlight_idx" ON "providers" USING btree ("spotlight") WHERE "providers"."published";--> statement-breakpoint
CREATE INDEX "reviews_provider_id_created_at_index" ON "reviews" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_user_idx" ON "reviews" USING btree ("provider_id","user_id") WHERE "reviews"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_user_id_index" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "friend_requests_from_user_id_to_user_id_index" ON "friend_requests" USING btree ("from_user_id","to_user_id");--> statement-breakpoint
CREATE INDEX "friend_requests_to_user_id_index" ON "friend_requests" USING btree ("to_user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_index" ON "refresh_tokens" USING btree ("family_id");