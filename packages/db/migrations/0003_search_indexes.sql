-- Radius search: published providers by position on the earth (cube/earthdistance).
CREATE INDEX IF NOT EXISTS providers_published_earth_idx ON providers
  USING gist (ll_to_earth(latitude, longitude))
  WHERE published AND latitude IS NOT NULL AND longitude IS NOT NULL;
--> statement-breakpoint
-- Company suggestions and name matches: trigram index on the provider name.
CREATE INDEX IF NOT EXISTS providers_name_trgm_idx ON providers USING gin (lower(name) gin_trgm_ops) WHERE published;
