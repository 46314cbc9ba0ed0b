CREATE TABLE "insight_mail_settings" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"weekly_mail" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_weekly_mails" (
	"provider_id" uuid NOT NULL,
	"week" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insight_weekly_mails_provider_id_week_pk" PRIMARY KEY("provider_id","week")
);
--> statement-breakpoint
ALTER TABLE "insight_mail_settings" ADD CONSTRAINT "insight_mail_settings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_weekly_mails" ADD CONSTRAINT "insight_weekly_mails_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;