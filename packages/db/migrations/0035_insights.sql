CREATE TABLE "insight_days" (
	"provider_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "insight_days_provider_id_day_kind_page_pk" PRIMARY KEY("provider_id","day","kind","page"),
	CONSTRAINT "insight_days_kind" CHECK ("insight_days"."kind" in ('profile-view', 'search-impression', 'search-click', 'phone-click', 'website-click', 'contact-start', 'pricing-start', 'chat-start'))
);
--> statement-breakpoint
CREATE TABLE "insight_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "insight_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insight_events_kind" CHECK ("insight_events"."kind" in ('profile-view', 'search-impression', 'search-click', 'phone-click', 'website-click', 'contact-start', 'pricing-start', 'chat-start'))
);
--> statement-breakpoint
ALTER TABLE "insight_days" ADD CONSTRAINT "insight_days_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_events" ADD CONSTRAINT "insight_events_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_events_occurred_at_index" ON "insight_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "insight_events_provider_id_occurred_at_index" ON "insight_events" USING btree ("provider_id","occurred_at");