-- Search postings: one row per published provider and search term with what ranking reads, so that a search
-- scans one btree (index-only) instead of visiting a provider row per candidate (docs/performance.md
-- "1,000,000 providers"). Triggers on providers keep it; nothing else writes it.
CREATE TABLE "search_postings" (
	"term" text NOT NULL,
	"band" integer GENERATED ALWAYS AS (floor(latitude * 4)::int) STORED,
	"longitude" double precision,
	"latitude" double precision,
	"review_count" integer NOT NULL,
	"rating_total" integer NOT NULL,
	"vanity_name_lc" text NOT NULL,
	"provider_id" uuid NOT NULL
);
--> statement-breakpoint
-- Statement-level, like the offers trigger: a bulk insert or update (the seed, the offers trigger's update of
-- search_services) replaces its providers' rows in one pass. An update that leaves every column the postings
-- copy as it was (most edits of a profile) changes nothing.
CREATE OR REPLACE FUNCTION refresh_search_postings() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_postings (term, longitude, latitude, review_count, rating_total, vanity_name_lc, provider_id)
    SELECT t.term, p.longitude, p.latitude, p.review_count, p.rating_total, p.vanity_name_lc, p.id
    FROM new_providers p, unnest(p.search_services) AS t(term)
    WHERE p.published;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM search_postings WHERE provider_id IN (SELECT id FROM old_providers WHERE published);
  ELSE
    SELECT array_agg(n.id) INTO changed FROM new_providers n JOIN old_providers o ON o.id = n.id
      WHERE (n.published, n.search_services, n.latitude, n.longitude, n.review_count, n.rating_total, n.vanity_name_lc)
        IS DISTINCT FROM (o.published, o.search_services, o.latitude, o.longitude, o.review_count, o.rating_total, o.vanity_name_lc);
    IF changed IS NOT NULL THEN
      DELETE FROM search_postings WHERE provider_id = ANY (changed);
      INSERT INTO search_postings (term, longitude, latitude, review_count, rating_total, vanity_name_lc, provider_id)
      SELECT t.term, p.longitude, p.latitude, p.review_count, p.rating_total, p.vanity_name_lc, p.id
      FROM new_providers p, unnest(p.search_services) AS t(term)
      WHERE p.published AND p.id = ANY (changed);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER providers_search_postings_insert AFTER INSERT ON providers
  REFERENCING NEW TABLE AS new_providers FOR EACH STATEMENT EXECUTE FUNCTION refresh_search_postings();
--> statement-breakpoint
CREATE TRIGGER providers_search_postings_update AFTER UPDATE ON providers
  REFERENCING OLD TABLE AS old_providers NEW TABLE AS new_providers FOR EACH STATEMENT EXECUTE FUNCTION refresh_search_postings();
--> statement-breakpoint
CREATE TRIGGER providers_search_postings_delete AFTER DELETE ON providers
  REFERENCING OLD TABLE AS old_providers FOR EACH STATEMENT EXECUTE FUNCTION refresh_search_postings();
--> statement-breakpoint
INSERT INTO search_postings (term, longitude, latitude, review_count, rating_total, vanity_name_lc, provider_id)
SELECT t.term, p.longitude, p.latitude, p.review_count, p.rating_total, p.vanity_name_lc, p.id
FROM providers p, unnest(p.search_services) AS t(term)
WHERE p.published;
--> statement-breakpoint
-- Built after the rows are in: one sort instead of five million insertions.
CREATE INDEX "search_postings_term_idx" ON "search_postings" USING btree ("term","band","longitude","latitude","review_count","rating_total","vanity_name_lc","provider_id");--> statement-breakpoint
CREATE INDEX "search_postings_provider_idx" ON "search_postings" USING btree ("provider_id");
