-- Switch Account (issue 29 item 6): which address a secure link was e-mailed to (a texted link gets its own
-- row, with none), the address a hub session has shown to read, and one address's clients at every provider.
ALTER TABLE "client_hub_links" ADD COLUMN "emailed_to" text;--> statement-breakpoint
ALTER TABLE "client_hub_sessions" ADD COLUMN "email" text;--> statement-breakpoint
CREATE INDEX "clients_email_address_index" ON "clients" USING btree ("email_address");