import type { InputFormName } from '@porchlight/core/offers/catalogue.constants';

/**
 * Compact authoring shape of the service catalogue. Each category file under `./categories`
 * exports one `CatalogueCategorySource`; `buildCatalogue()` in `./catalogue` expands them into
 * `CatalogueEntry` rows (slugs derived from names, `form` inherited, `p` defaulting to 2).
 */

/** 1 = niche, 5 = what most people search for. */
export type Popularity = 1 | 2 | 3 | 4 | 5;

/** Pricing-form questions, in wizard order (description last). */
export type InputFormSource = readonly InputFormName[];

export interface CatalogueServiceSource {
  /** Service name, unique across the whole catalogue (case-insensitive). */
  n: string;
  /** Popularity; defaults to 2. */
  p?: Popularity;
  /** 1-4 other words customers type for it. */
  keywords?: readonly string[];
  /** Overrides the subcategory's (or category's) form. */
  form?: InputFormSource;
}

export interface CatalogueSubcategorySource {
  name: string;
  /** Overrides the category's form for every service in the subcategory. */
  form?: InputFormSource;
  services: readonly CatalogueServiceSource[];
}

export interface CatalogueCategorySource {
  name: string;
  /** Default form for every service in the category. */
  form?: InputFormSource;
  subcategories: readonly CatalogueSubcategorySource[];
}

/** Reusable pricing-form question sets, so category files stay consistent. */
export const FORMS = {
  /** Most trades done at the customer's property. */
  onSite: ['address', 'availability', 'description'],
  /** On-site work that may repeat (pool service, pest plans, office cleaning, snow contracts). */
  recurringOnSite: ['frequency', 'address', 'availability', 'description'],
  /** Home cleaning. */
  cleaning: ['frequency', 'bedrooms', 'bathrooms', 'pets', 'address', 'availability', 'description'],
  /** Lawn mowing and general lawn care. */
  mowing: ['frequency', 'lawn-size', 'grass-height', 'clippings', 'address', 'availability', 'description'],
  /** Lawn treatments and yard work priced by lawn size. */
  lawnTreatment: ['frequency', 'lawn-size', 'address', 'availability', 'description'],
  /** Recurring care for the customer's animals. */
  petCare: ['pets', 'frequency', 'address', 'availability', 'description'],
  /** One-off visits for the customer's animals. */
  petVisit: ['pets', 'address', 'availability', 'description'],
  /** Services done by phone or online (accounting, legal, remote IT help). */
  remote: ['location-type', 'phone-type', 'availability', 'description'],
  /** Services done at the customer's place, the pro's place or online. */
  flexible: ['location-type', 'address', 'availability', 'description'],
  /** Lessons, coaching and training sessions. */
  lessons: ['location-type', 'frequency', 'availability', 'description'],
  /** Appointments at the pro's place of business. */
  appointment: ['availability', 'description'],
  /** Urgent help where the pro calls back (roadside). */
  urgent: ['address', 'phone-type', 'availability', 'description'],
} as const satisfies Record<string, InputFormSource>;
