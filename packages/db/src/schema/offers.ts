import type { OfferSection, PricingFormQuestion } from '@porchlight/core/offers/offer-defaults';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { photos } from './photos';
import { providers } from './providers';

export type { PricingFormQuestion } from '@porchlight/core/offers/offer-defaults';

export const offerCategories = pgTable(
  'offer_categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    nameUri: text().notNull(),
    type: text({ enum: ['scat', 'pcat'] })
      .notNull()
      .default('scat'),
    orderNumber: integer().notNull().default(1000),
  },
  (table) => [uniqueIndex().on(table.providerId, table.nameUri)],
);

export const offerSubcategories = pgTable(
  'offer_subcategories',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => offerCategories.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    nameUri: text().notNull(),
    type: text({ enum: ['ssubcat', 'psubcat'] })
      .notNull()
      .default('ssubcat'),
    orderNumber: integer().notNull().default(1000),
  },
  (table) => [uniqueIndex().on(table.categoryId, table.nameUri)],
);

export const offers = pgTable(
  'offers',
  {
    id: uuid().primaryKey().defaultRandom(),
    offerNumber: serial().notNull().unique(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    categoryId: uuid().references(() => offerCategories.id, { onDelete: 'set null' }),
    subcategoryId: uuid().references(() => offerSubcategories.id, { onDelete: 'set null' }),
    /** The catalogue service this offer was created from (its slug u), if any. */
    catalogueUri: text(),
    name: text().notNull(),
    nameUri: text().notNull(),
    type: text({ enum: ['service'] })
      .notNull()
      .default('service'),
    featured: boolean().notNull().default(false),
    descriptionText: text(),
    descriptionHtml: text(),
    descriptionTeaser: text(),
    iconPath: text(),
    promoVideoPath: text(),
    pricingForm: jsonb().$type<PricingFormQuestion[]>(),
    sections: jsonb().$type<OfferSection[]>(),
    orderNumber: integer().notNull().default(1000),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex().on(table.providerId, table.nameUri),
    // Which providers offer a catalogue service: the join of every search.
    index('offers_catalogue_provider_idx').on(table.catalogueUri, table.providerId),
  ],
);

/** Photos tagged to an offer (spec 2 "photo tagging"). */
export const offerPhotos = pgTable(
  'offer_photos',
  {
    offerId: uuid()
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    photoId: uuid()
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.offerId, table.photoId] })],
);
