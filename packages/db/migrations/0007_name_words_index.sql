-- Company suggestions: any word of the name by prefix ("rock ma" finds "Round Rock Maids").
CREATE INDEX IF NOT EXISTS providers_name_words_idx ON providers USING gin (to_tsvector('simple', name)) WHERE published;
--> statement-breakpoint
DROP INDEX IF EXISTS providers_name_prefix_idx;
