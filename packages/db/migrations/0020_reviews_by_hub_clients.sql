ALTER TABLE "reviews" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_invoice_idx" ON "reviews" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_one_author_check" CHECK ("reviews"."user_id" is null or "reviews"."client_id" is null);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_rates_invoice_check" CHECK (("reviews"."client_id" is null) = ("reviews"."invoice_id" is null));