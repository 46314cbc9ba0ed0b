-- Company suggestions: any word of the name by prefix ("rock ma" finds "Round Rock Maids").
CREATE INDEX IF NOT EXISTS providers_name_words_idx ON providers USING gin (to_tsvector('simple', name)) WHERE published;
--> statement-breakpoint
-- Names by prefix, read in order from the index (byte order, so LIKE 'x%' and ORDER BY share it).
DROP INDEX IF EXISTS providers_name_prefix_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS providers_name_sorted_idx ON providers ((lower(name) COLLATE "C")) WHERE published;
