CREATE TABLE "estimate_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estimate_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"taxable_subtotal" bigint DEFAULT 0 NOT NULL,
	"non_taxable_subtotal" bigint DEFAULT 0 NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "estimate_options_estimateId_position_unique" UNIQUE("estimate_id","position"),
	CONSTRAINT "estimate_options_id_estimate" UNIQUE("id","estimate_id"),
	CONSTRAINT "estimate_options_position" CHECK ("estimate_options"."position" between 1 and 4),
	CONSTRAINT "estimate_options_name_length" CHECK (char_length("estimate_options"."name") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "estimate_items" ADD COLUMN "option_id" uuid;--> statement-breakpoint
ALTER TABLE "estimate_options" ADD CONSTRAINT "estimate_options_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_options_one_approved_idx" ON "estimate_options" USING btree ("estimate_id") WHERE "estimate_options"."approved_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_options_one_recommended_idx" ON "estimate_options" USING btree ("estimate_id") WHERE "estimate_options"."recommended";--> statement-breakpoint
ALTER TABLE "estimate_items" ADD CONSTRAINT "estimate_items_option_fk" FOREIGN KEY ("option_id","estimate_id") REFERENCES "public"."estimate_options"("id","estimate_id") ON DELETE cascade ON UPDATE no action;