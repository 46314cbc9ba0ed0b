CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"visitor_user_id" uuid,
	"visitor_key" uuid,
	"visitor_name" text NOT NULL,
	"visitor_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visitor_unread" integer DEFAULT 0 NOT NULL,
	"provider_unread" integer DEFAULT 0 NOT NULL,
	"provider_unread_since" timestamp with time zone,
	"provider_notified_at" timestamp with time zone,
	CONSTRAINT "chat_conversations_one_visitor" CHECK (("chat_conversations"."visitor_user_id" is null) <> ("chat_conversations"."visitor_key" is null))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"sender_user_id" uuid,
	"sender_name" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_length" CHECK (char_length("chat_messages"."message") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_visitor_user_id_users_id_fk" FOREIGN KEY ("visitor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_provider_user_idx" ON "chat_conversations" USING btree ("provider_id","visitor_user_id") WHERE "chat_conversations"."visitor_user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_provider_visitor_key_idx" ON "chat_conversations" USING btree ("provider_id","visitor_key") WHERE "chat_conversations"."visitor_key" is not null;--> statement-breakpoint
CREATE INDEX "chat_conversations_provider_last_idx" ON "chat_conversations" USING btree ("provider_id","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_unread_due_idx" ON "chat_conversations" USING btree ("provider_unread_since") WHERE "chat_conversations"."provider_notified_at" is null and "chat_conversations"."provider_unread_since" is not null;--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");