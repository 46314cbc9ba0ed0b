CREATE TABLE "insight_business_days" (
	"provider_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"dimension" text DEFAULT '' NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "insight_business_days_provider_id_metric_day_dimension_pk" PRIMARY KEY("provider_id","metric","day","dimension")
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_hub_requests" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "insight_business_days" ADD CONSTRAINT "insight_business_days_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_provider_created_idx" ON "chat_conversations" USING btree ("provider_id","created_at");--> statement-breakpoint
-- Insights' business figures per provider and local day (issue 37, docs/plans/insights.md), kept right by
-- the database itself: every write to a counted table takes out the old row's share and adds the new row's,
-- so a record that changes after its day (an estimate drafted, then sent; a review removed; a payment refunded)
-- and every write path of the app, present or future, keep the figures equal to counting the records raw.
-- In a trigger OLD is null on INSERT and NEW on DELETE: a null row adds nothing (its timestamp is null).

-- Adds `amount` to one figure on the provider's local day of `happened_at`. A provider being deleted has no
-- zone any more: its figures go with it (cascade), so there is nothing to add.
CREATE FUNCTION insight_business_add(for_provider uuid, happened_at timestamptz, figure text, detail text, amount bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE zone text;
BEGIN
  IF happened_at IS NULL OR amount IS NULL OR amount = 0 THEN RETURN; END IF;
  SELECT time_zone INTO zone FROM providers WHERE id = for_provider;
  IF zone IS NULL THEN RETURN; END IF;
  INSERT INTO insight_business_days AS d (provider_id, metric, day, dimension, value)
  VALUES (for_provider, figure, (happened_at AT TIME ZONE zone)::date, detail, amount)
  ON CONFLICT (provider_id, metric, day, dimension) DO UPDATE SET value = d.value + excluded.value;
END $$;
--> statement-breakpoint

-- Contact Us and pricing requests, on the day they came in, with each service and the zip code asked for.
CREATE FUNCTION insight_request_share(r client_hub_requests, sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_business_add(r.provider_id, r.created_at,
    CASE r.type WHEN 'paa' THEN 'pricing-request' ELSE 'contact-request' END, '', sign);
  PERFORM insight_business_add(r.provider_id, r.created_at, 'service', service, sign)
    FROM unnest(r.services) AS service WHERE service IS NOT NULL;
  PERFORM insight_business_add(r.provider_id, r.created_at, 'zip', r.zip_code, sign) WHERE r.zip_code <> '';
END $$;
--> statement-breakpoint

-- Chats, on the day they started.
CREATE FUNCTION insight_chat_share(c chat_conversations, sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_business_add(c.provider_id, c.created_at, 'chat', '', sign);
END $$;
--> statement-breakpoint

-- Online bookings, on the day they were made; a checkout on hold or expired is not a booking.
CREATE FUNCTION insight_booking_share(b bookings, sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_business_add(b.provider_id, b.created_at, 'booking', '', sign)
    WHERE b.status NOT IN ('held', 'expired');
END $$;
--> statement-breakpoint

-- Estimates given (not drafts), on the day they were created.
CREATE FUNCTION insight_estimate_share(e estimates, sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_business_add(e.provider_id, e.created_at, 'estimate', '', sign) WHERE e.status <> 'Draft';
END $$;
--> statement-breakpoint

-- Paid invoices, on the day they were paid.
CREATE FUNCTION insight_invoice_share(i invoices, sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_business_add(i.provider_id, i.invoice_paid_on, 'paid-invoice', '', sign) WHERE i.status = 'Paid';
END $$;
--> statement-breakpoint

-- Revenue: a succeeded payment's cents on the day it settled (made, while not settled).
CREATE FUNCTION insight_payment_share(p payments, sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_business_add(p.provider_id, coalesce(p.settled_at, p.created_at), 'revenue', '', sign * p.amount)
    WHERE p.status = 'succeeded';
END $$;
--> statement-breakpoint

-- A refund takes its cents out of revenue on the day it was made. Its payment gives the provider; when the
-- payment is being deleted it is gone already, and its delete trigger took the refunds out (see below).
CREATE FUNCTION insight_refund_share(r payment_refunds, sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_business_add(p.provider_id, r.created_at, 'revenue', '', -sign * r.amount)
    FROM payments p WHERE p.id = r.payment_id;
END $$;
--> statement-breakpoint

-- Reviews that stand (not removed), on the day they were written: a count and the sum of their stars.
CREATE FUNCTION insight_review_share(r reviews, sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_business_add(r.provider_id, r.created_at, 'review', '', sign) WHERE r.removed_at IS NULL;
  PERFORM insight_business_add(r.provider_id, r.created_at, 'rating', '', sign * r.rating) WHERE r.removed_at IS NULL;
END $$;
--> statement-breakpoint

-- The triggers: the old row's share out, the new row's in. Only updates of the columns a share reads fire them.
CREATE FUNCTION insight_requests_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_request_share(OLD, -1);
  PERFORM insight_request_share(NEW, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER insight_requests AFTER INSERT OR DELETE OR UPDATE OF provider_id, type, services, zip_code, created_at
  ON client_hub_requests FOR EACH ROW EXECUTE FUNCTION insight_requests_changed();
--> statement-breakpoint

CREATE FUNCTION insight_chats_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_chat_share(OLD, -1);
  PERFORM insight_chat_share(NEW, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER insight_chats AFTER INSERT OR DELETE OR UPDATE OF provider_id, created_at
  ON chat_conversations FOR EACH ROW EXECUTE FUNCTION insight_chats_changed();
--> statement-breakpoint

-- A chat's first reply: the earliest message from the provider's side, whenever one is written or removed.
CREATE FUNCTION insight_chat_messages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE chat_conversations c SET first_reply_at = (
    SELECT min(m.created_at) FROM chat_messages m WHERE m.conversation_id = c.id AND m.sender = 'provider')
  WHERE c.id IN (OLD.conversation_id, NEW.conversation_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER insight_chat_messages AFTER INSERT OR DELETE OR UPDATE OF conversation_id, sender, created_at
  ON chat_messages FOR EACH ROW EXECUTE FUNCTION insight_chat_messages_changed();
--> statement-breakpoint

CREATE FUNCTION insight_bookings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_booking_share(OLD, -1);
  PERFORM insight_booking_share(NEW, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER insight_bookings AFTER INSERT OR DELETE OR UPDATE OF provider_id, status, created_at
  ON bookings FOR EACH ROW EXECUTE FUNCTION insight_bookings_changed();
--> statement-breakpoint

-- Estimates are counted, and a request's first reply is its estimate's creation once it is no draft.
CREATE FUNCTION insight_estimates_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_estimate_share(OLD, -1);
  PERFORM insight_estimate_share(NEW, 1);
  UPDATE client_hub_requests r SET first_reply_at = (
    SELECT min(e.created_at) FROM estimates e WHERE e.request_id = r.id AND e.status <> 'Draft')
  WHERE r.id IN (OLD.request_id, NEW.request_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER insight_estimates AFTER INSERT OR DELETE OR UPDATE OF provider_id, status, request_id, created_at
  ON estimates FOR EACH ROW EXECUTE FUNCTION insight_estimates_changed();
--> statement-breakpoint

CREATE FUNCTION insight_invoices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_invoice_share(OLD, -1);
  PERFORM insight_invoice_share(NEW, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER insight_invoices AFTER INSERT OR DELETE OR UPDATE OF provider_id, status, invoice_paid_on
  ON invoices FOR EACH ROW EXECUTE FUNCTION insight_invoices_changed();
--> statement-breakpoint

CREATE FUNCTION insight_payments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_payment_share(OLD, -1);
  PERFORM insight_payment_share(NEW, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER insight_payments AFTER INSERT OR DELETE OR UPDATE OF provider_id, status, amount, settled_at, created_at
  ON payments FOR EACH ROW EXECUTE FUNCTION insight_payments_changed();
--> statement-breakpoint

-- A payment's refunds go with it (cascade) after the payment row is gone, when their trigger can no longer find
-- its provider: so before a payment is deleted, its refunds' shares are put back here.
CREATE FUNCTION insight_payment_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_refund_share(r, -1) FROM payment_refunds r WHERE r.payment_id = OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER insight_payment_refunds_out BEFORE DELETE
  ON payments FOR EACH ROW EXECUTE FUNCTION insight_payment_deleting();
--> statement-breakpoint

CREATE FUNCTION insight_refunds_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_refund_share(OLD, -1);
  PERFORM insight_refund_share(NEW, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER insight_refunds AFTER INSERT OR DELETE OR UPDATE OF payment_id, amount, created_at
  ON payment_refunds FOR EACH ROW EXECUTE FUNCTION insight_refunds_changed();
--> statement-breakpoint

CREATE FUNCTION insight_reviews_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_review_share(OLD, -1);
  PERFORM insight_review_share(NEW, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER insight_reviews AFTER INSERT OR DELETE OR UPDATE OF provider_id, rating, removed_at, created_at
  ON reviews FOR EACH ROW EXECUTE FUNCTION insight_reviews_changed();
--> statement-breakpoint

-- Counts one provider's figures again from its records: the backfill below, and a change of its time zone
-- (its local days move).
CREATE FUNCTION insight_business_rebuild(for_provider uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM insight_business_days WHERE provider_id = for_provider;
  PERFORM insight_request_share(r, 1) FROM client_hub_requests r WHERE r.provider_id = for_provider;
  PERFORM insight_chat_share(c, 1) FROM chat_conversations c WHERE c.provider_id = for_provider;
  PERFORM insight_booking_share(b, 1) FROM bookings b WHERE b.provider_id = for_provider;
  PERFORM insight_estimate_share(e, 1) FROM estimates e WHERE e.provider_id = for_provider;
  PERFORM insight_invoice_share(i, 1) FROM invoices i WHERE i.provider_id = for_provider;
  PERFORM insight_payment_share(p, 1) FROM payments p WHERE p.provider_id = for_provider;
  PERFORM insight_refund_share(r, 1)
    FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE p.provider_id = for_provider;
  PERFORM insight_review_share(r, 1) FROM reviews r WHERE r.provider_id = for_provider;
END $$;
--> statement-breakpoint

CREATE FUNCTION insight_provider_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_business_rebuild(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER insight_provider_zone AFTER UPDATE OF time_zone ON providers
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION insight_provider_zone_changed();
--> statement-breakpoint

-- Backfill: the figures and first replies of the records written before this migration.
SELECT insight_business_rebuild(id) FROM providers;
--> statement-breakpoint
UPDATE client_hub_requests r SET first_reply_at = (
  SELECT min(e.created_at) FROM estimates e WHERE e.request_id = r.id AND e.status <> 'Draft');
--> statement-breakpoint
UPDATE chat_conversations c SET first_reply_at = (
  SELECT min(m.created_at) FROM chat_messages m WHERE m.conversation_id = c.id AND m.sender = 'provider');
