import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A Google review as the Places details call returns it (spec 1 §3 "Google place result"). */
export interface GooglePlaceReview {
  author_name: string;
  profile_photo_url: string;
  rating: number;
  time: number;
  text: string;
}

/** Place details served by the built-in places adapter, and a cache for the real one. */
export const googlePlaces = pgTable('google_places', {
  placeId: text().primaryKey(),
  name: text().notNull(),
  rating: text(),
  userRatingsTotal: integer().notNull().default(0),
  reviews: jsonb().$type<GooglePlaceReview[]>().notNull(),
  fetchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
