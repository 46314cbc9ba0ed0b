DROP INDEX "offers_catalogue_uri_index";--> statement-breakpoint
DROP INDEX "reviews_user_id_index";--> statement-breakpoint
CREATE INDEX "offers_catalogue_provider_idx" ON "offers" USING btree ("catalogue_uri","provider_id");--> statement-breakpoint
CREATE INDEX "reviews_user_provider_idx" ON "reviews" USING btree ("user_id","provider_id");