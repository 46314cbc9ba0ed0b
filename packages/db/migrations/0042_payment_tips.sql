ALTER TABLE "payment_accounts" ADD COLUMN "tips_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tip_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tip_within_amount" CHECK ("payments"."tip_amount" >= 0 and "payments"."tip_amount" <= "payments"."amount");