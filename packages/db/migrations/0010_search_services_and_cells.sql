-- Search keys on the provider row, so that one GIN index answers "offers one of these services", "lies in one
-- of these grid cells" and "has this category in one of these cells" (docs/performance.md "Index and query shapes").
-- A grid cell: level 1..5 is 1/8°, 1/4°, 1/2°, 1°, 2° square; key = level·10^7 + row·4000 + column (wrapping east-west).
CREATE OR REPLACE FUNCTION search_cell_key(level int, row_index int, column_index int) RETURNS int
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN level * 10000000 + row_index * 4000
    + mod(mod(column_index, (360 * 2 ^ (4 - level))::int) + (360 * 2 ^ (4 - level))::int, (360 * 2 ^ (4 - level))::int);
--> statement-breakpoint
-- The keys of a position: its cell at each level, alone ('22084422') and with each category of the provider
-- ('roofing-and-gutters@22084422', from the 'category:' terms); none without a position.
CREATE OR REPLACE FUNCTION search_cells(services text[], latitude float8, longitude float8) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN latitude IS NULL OR longitude IS NULL THEN '{}'::text[] ELSE ARRAY(
    SELECT prefix || search_cell_key(level, floor((latitude + 90) / 2 ^ (level - 4))::int,
                                     floor((longitude + 180) / 2 ^ (level - 4))::int)
    FROM generate_series(1, 5) AS level,
      (SELECT '' AS prefix UNION ALL
       SELECT substr(term, 10) || '@' FROM unnest(services) AS term WHERE term LIKE 'category:%') AS prefixes
    ORDER BY 1) END;
--> statement-breakpoint
-- The keys of the cells of one level that cover a circle, alone or with a category: the finest level whose
-- cells are at least half the radius (4-6 cells a side); corners that miss the circle are left out (5% + 1 km
-- margin: the nearest point of a cell is taken by clamping, exact north-south and within metres east-west).
CREATE OR REPLACE FUNCTION search_cells_near(latitude float8, longitude float8, meters float8, category text DEFAULT NULL)
  RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (
    WITH level AS (
      SELECT coalesce(min(l), 5) AS level FROM generate_series(1, 5) AS l WHERE 2 ^ (l - 4) * 111320 >= meters / 2
    ), span AS (
      SELECT level, 2 ^ (level - 4) AS size, meters / 111320.0 AS dlat,
        -- Degrees of longitude per metre grow toward the pole: take the circle's poleward edge.
        least(180, meters / (111320.0 * greatest(cos(radians(least(89, abs(latitude) + meters / 111320.0))), 0.01))) AS dlng
      FROM level
    )
    SELECT coalesce(array_agg(coalesce(category || '@', '') || search_cell_key(level, r, c) ORDER BY r, c), '{}'::text[])
    FROM span,
      generate_series(floor((latitude - dlat + 90) / size)::int, floor((latitude + dlat + 90) / size)::int) AS r,
      generate_series(floor((longitude - dlng + 180) / size)::int, floor((longitude + dlng + 180) / size)::int) AS c
    WHERE earth_distance(
      ll_to_earth(latitude, longitude),
      ll_to_earth(greatest(r * size - 90, least(latitude, (r + 1) * size - 90)),
                  greatest(c * size - 180, least(longitude, (c + 1) * size - 180)))
    ) <= meters * 1.05 + 1000
  );
--> statement-breakpoint
-- What a provider offers, as search_services holds it: catalogue services of its offers and their categories.
CREATE OR REPLACE FUNCTION provider_search_services(provider uuid) RETURNS text[]
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN coalesce((
    SELECT array_agg(DISTINCT term ORDER BY term) FROM (
      SELECT o.catalogue_uri AS term FROM offers o WHERE o.provider_id = provider AND o.catalogue_uri IS NOT NULL
      UNION ALL
      SELECT 'category:' || sc.cu FROM offers o JOIN service_catalogue sc ON sc.u = o.catalogue_uri WHERE o.provider_id = provider
    ) AS terms), '{}'::text[]);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "search_services" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "search_cells" text[] GENERATED ALWAYS AS (search_cells(search_services, latitude, longitude)) STORED NOT NULL;--> statement-breakpoint
UPDATE "providers" SET "search_services" = provider_search_services(id) WHERE id IN (SELECT provider_id FROM offers);--> statement-breakpoint
CREATE INDEX "providers_search_idx" ON "providers" USING gin ("search_services","search_cells") WHERE "providers"."published";
--> statement-breakpoint
-- search_services follows offers: one statement-level update per insert, update or delete of offers
-- (a bulk insert of thousands of offers updates each provider once, and only when its list changed).
CREATE OR REPLACE FUNCTION refresh_provider_search_services() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT provider_id) INTO changed FROM new_offers;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT provider_id) INTO changed FROM old_offers;
  ELSE
    SELECT array_agg(DISTINCT provider_id) INTO changed
      FROM (SELECT provider_id FROM new_offers UNION SELECT provider_id FROM old_offers) AS both_sides;
  END IF;
  UPDATE providers p SET search_services = s.services
    FROM (SELECT id, provider_search_services(id) AS services FROM unnest(changed) AS ids(id)) s
    WHERE p.id = s.id AND p.search_services IS DISTINCT FROM s.services;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER offers_search_services_insert AFTER INSERT ON offers
  REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION refresh_provider_search_services();
--> statement-breakpoint
CREATE TRIGGER offers_search_services_update AFTER UPDATE ON offers
  REFERENCING OLD TABLE AS old_offers NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION refresh_provider_search_services();
--> statement-breakpoint
CREATE TRIGGER offers_search_services_delete AFTER DELETE ON offers
  REFERENCING OLD TABLE AS old_offers FOR EACH STATEMENT EXECUTE FUNCTION refresh_provider_search_services();
