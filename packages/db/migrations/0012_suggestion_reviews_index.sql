-- Company suggestions by word prefix: published providers, the most reviewed first, read in order until two match
-- (search.repository.ts suggestCompanies).
CREATE INDEX "providers_published_reviews_idx" ON "providers" USING btree ("review_count" DESC NULLS LAST,"vanity_name_lc") WHERE "providers"."published";
