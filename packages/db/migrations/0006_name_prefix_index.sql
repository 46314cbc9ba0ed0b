-- Company suggestions for the first letters typed: a prefix range scan on the lowercased name.
CREATE INDEX IF NOT EXISTS providers_name_prefix_idx ON providers (lower(name) text_pattern_ops) WHERE published;
