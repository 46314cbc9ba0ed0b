import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const providers = pgTable(
  'providers',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** The vanity name as typed (uri); lookups use vanityNameLc. */
    vanityName: text().notNull(),
    vanityNameLc: text().notNull().unique(),
    customDomain: text().unique(),
    published: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    verified: boolean().notNull().default(false),
    unclaimed: boolean().notNull().default(false),
    /** 0 free, 1 the Professional plan paid for, 2 given by the platform (plans.rules.ts proFlagOf). */
    pro: smallint().notNull().default(0),
    /**
     * What the company's subscription pays for now (plan item keys), kept with `pro` by the plans
     * module in the transaction that records a change, so the access layer reads it with the row.
     */
    planItems: text().array().notNull().default(sql`'{}'::text[]`),
    /** Plan items given without billing (demo data, support). */
    complimentaryItems: text().array().notNull().default(sql`'{}'::text[]`),
    /**
     * The free trial of the Service Manager and the Client Hub: SERVICE_MANAGER_TRIAL_DAYS (30) from the
     * company's creation, set on insert by the `providers_tools_trial` trigger (migration 0025) from
     * `created_at`, so seeds with an earlier creation date get an earlier trial. A later value may extend it.
     */
    toolsTrialEndsAt: timestamp({ withTimezone: true }),
    /** Shown among featured professionals on the landing page. */
    spotlight: boolean().notNull().default(false),
    chatEnabled: boolean().notNull().default(false),
    disableRequestForms: boolean().notNull().default(false),

    /** Brief description (max 200). */
    aboutMetadata: text(),
    aboutDesc: text(),
    aboutHtml: boolean().notNull().default(false),

    /** Digits only. */
    phoneNumber: text(),
    email: text(),
    website: text(),
    /**
     * The spec's `enabled` of the hours object (spec 2 §3); null until the owner first saves hours. The
     * hours themselves are rows of provider_open_hours (issue 33).
     */
    hoursShown: boolean(),
    /** IANA zone of the open hours and of every time shown to the provider's people (issue 33). */
    timeZone: text().notNull().default('America/New_York'),
    /** Where the zone came from: its state (migration 0027), its location, or the owner's choice (kept). */
    timeZoneSource: text({ enum: ['state', 'location', 'owner'] })
      .notNull()
      .default('state'),

    address: text(),
    address2: text(),
    city: text(),
    stateCode: text(),
    zipCode: text(),
    countryCode: text().notNull().default('US'),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    placeId: text(),
    googleReviewsEnabled: boolean().notNull().default(false),

    profilePic: text(),
    /** The contractor's license number, printed on estimates, invoices and receipts (issue 36). */
    licenseNumber: text(),
    /** Whether those PDFs carry the profile picture as the company's logo (issue 36). */
    logoOnDocuments: boolean().notNull().default(true),
    /** Whether the client signs (types or draws) to approve an estimate in the hub (issue 36). */
    estimatesRequireSignature: boolean().notNull().default(false),
    profilePicFit: text({ enum: ['cover', 'contain'] })
      .notNull()
      .default('contain'),
    profilePicBackgroundColor: text(),
    bannerImage: text(),
    bannerImagePosition: text({ enum: ['top', 'center', 'bottom'] })
      .notNull()
      .default('center'),
    bannerImageFit: text({ enum: ['cover', 'contain'] })
      .notNull()
      .default('cover'),
    bannerImageBackgroundColor: text(),
    bannerImageShowCompanyOverlay: boolean().notNull().default(true),

    homePromoVideoPath: text(),
    aboutPromoVideoPath: text(),
    contactPromoVideoPath: text(),
    servicesPromoVideoPath: text(),
    reviewsPromoVideoPath: text(),

    facebook: text(),
    x: text(),
    instagram: text(),
    linkedin: text(),
    pinterest: text(),
    whatsapp: text(),

    /** Aggregates kept in step with reviews inside the same transaction. */
    ratingTotal: integer().notNull().default(0),
    reviewCount: integer().notNull().default(0),

    /**
     * Catalogue services (uris) of this provider's offers and their categories ('category:' + uri), kept by
     * triggers on offers: search's key for what the provider does.
     */
    searchServices: text().array().notNull().default(sql`'{}'::text[]`),
    /**
     * Grid cells of the position at five sizes, alone and with each category ('roofing-and-gutters@<cell>';
     * SQL search_cells): search's key for where, and for what and where at once.
     */
    searchCells: text()
      .array()
      .notNull()
      .generatedAlwaysAs(sql`search_cells(search_services, latitude, longitude)`),

    /** Paid add-ons the owner said they want when publishing (spec 2 §3 "Publish payload"). */
    wantsFreeListing: boolean().notNull().default(true),
    wantsWebsite: boolean().notNull().default(false),
    wantsFsm: boolean().notNull().default(false),
    wantsPhone: boolean().notNull().default(false),
    /** A custom-domain website was asked for (Configure Website), and the number to call back. */
    domainRequestedAt: timestamp({ withTimezone: true }),
    domainRequestPhone: text(),

    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('providers_license_number_length', sql`char_length(${table.licenseNumber}) <= 40`),
    index('providers_published_spotlight_idx').on(table.spotlight).where(sql`${table.published}`),
    // Company suggestions by word: the most reviewed first, read in order until two match.
    index('providers_published_reviews_idx')
      .on(table.reviewCount.desc(), table.vanityNameLc)
      .where(sql`${table.published}`),
    // Services and cells in one GIN index: a search intersects both inside one index scan (docs/performance.md).
    index('providers_search_idx')
      .using('gin', table.searchServices, table.searchCells)
      .where(sql`${table.published}`),
  ],
);

/**
 * One row per published provider and search term (each element of search_services), with what ranking a
 * search reads: kept by triggers on providers (migration 0022), never written by the app. A search reads
 * the candidates of a term, and of a place by latitude band and longitude, from the one btree below
 * without visiting providers' wide rows, which at a million providers no longer stay in memory
 * (docs/performance.md "1,000,000 providers").
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    /** A catalogue service uri or 'category:' + category uri, as in providers.search_services. */
    term: text().notNull(),
    /** Quarter-degree (about 17 miles) bands of latitude; null without a position. */
    band: integer().generatedAlwaysAs(sql`floor(latitude * 4)::int`),
    longitude: doublePrecision(),
    latitude: doublePrecision(),
    reviewCount: integer().notNull(),
    ratingTotal: integer().notNull(),
    vanityNameLc: text().notNull(),
    providerId: uuid().notNull(),
  },
  (table) => [
    // Every column in the key: the scans are index-only. A term's rows, a band's rows in longitude order.
    index('search_postings_term_idx').on(
      table.term,
      table.band,
      table.longitude,
      table.latitude,
      table.reviewCount,
      table.ratingTotal,
      table.vanityNameLc,
      table.providerId,
    ),
    // The triggers replace a provider's rows when it changes.
    index('search_postings_provider_idx').on(table.providerId),
  ],
);

/**
 * Open hours (issue 33): wall-clock minutes of an ISO weekday (Monday = 1) in the provider's time zone;
 * 0-1440 is open all day. Intervals of one day never overlap (an exclusion constraint, migration 0027).
 */
export const providerOpenHours = pgTable(
  'provider_open_hours',
  {
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    weekday: smallint().notNull(),
    opensMinute: smallint().notNull(),
    closesMinute: smallint().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.weekday, table.opensMinute] }),
    check('provider_open_hours_weekday', sql`${table.weekday} between 1 and 7`),
    check(
      'provider_open_hours_interval',
      sql`0 <= ${table.opensMinute} and ${table.opensMinute} < ${table.closesMinute} and ${table.closesMinute} <= 1440`,
    ),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    role: text({ enum: ['owner', 'manager', 'technician'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.providerId] }),
    index().on(table.providerId),
    check('memberships_role', sql`${table.role} in ('owner', 'manager', 'technician')`),
  ],
);

/** Who hears about new requests and how (spec 2 §3 "Contact preference"). */
export const contactPreferences = pgTable(
  'contact_preferences',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    type: text({ enum: ['all', 'paa', 'cu'] }).notNull(),
    method: text({ enum: ['email', 'sms'] }).notNull(),
    value: text().notNull(),
  },
  (table) => [index().on(table.providerId)],
);
