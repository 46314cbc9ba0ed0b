CREATE TABLE "series_invoices" (
	"series_id" uuid NOT NULL,
	"billing_month" date NOT NULL,
	"invoice_id" uuid NOT NULL,
	CONSTRAINT "series_invoices_series_id_billing_month_pk" PRIMARY KEY("series_id","billing_month"),
	CONSTRAINT "series_invoices_invoiceId_unique" UNIQUE("invoice_id"),
	CONSTRAINT "series_invoices_first_day" CHECK (extract(day from "series_invoices"."billing_month") = 1)
);
--> statement-breakpoint
ALTER TABLE "series_invoices" ADD CONSTRAINT "series_invoices_series_id_visit_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."visit_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_invoices" ADD CONSTRAINT "series_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;