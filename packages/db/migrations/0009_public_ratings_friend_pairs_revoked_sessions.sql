INSERT INTO "friendships" ("user_id", "friend_id")
  SELECT "a"."from_user_id", "a"."to_user_id" FROM "friend_requests" "a"
  JOIN "friend_requests" "b" ON "b"."from_user_id" = "a"."to_user_id" AND "b"."to_user_id" = "a"."from_user_id"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "friend_requests" USING "friendships"
  WHERE "friendships"."user_id" = "friend_requests"."from_user_id"
    AND "friendships"."friend_id" = "friend_requests"."to_user_id";--> statement-breakpoint
CREATE UNIQUE INDEX "friend_requests_pair_idx" ON "friend_requests" USING btree (least("from_user_id", "to_user_id"),greatest("from_user_id", "to_user_id"));--> statement-breakpoint
CREATE INDEX "refresh_tokens_revoked_at_idx" ON "refresh_tokens" USING btree ("revoked_at") WHERE "refresh_tokens"."revoked_at" is not null;--> statement-breakpoint
UPDATE "providers" SET
  "rating_total" = coalesce((SELECT sum("rating") FROM "reviews"
    WHERE "reviews"."provider_id" = "providers"."id" AND "reviews"."visibility" = 'p'), 0),
  "review_count" = (SELECT count(*) FROM "reviews"
    WHERE "reviews"."provider_id" = "providers"."id" AND "reviews"."visibility" = 'p')
  WHERE EXISTS (SELECT 1 FROM "reviews"
    WHERE "reviews"."provider_id" = "providers"."id" AND "reviews"."visibility" = 'f');
