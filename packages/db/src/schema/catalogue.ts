import type { InputFormName } from '@porchlight/core/offers/catalogue.constants';
import { boolean, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** The suggested-services catalogue (spec 2 §3): reference data (packages/db/src/reference/), loaded on every start. */
export const serviceCatalogue = pgTable('service_catalogue', {
  u: text().primaryKey(),
  n: text().notNull(),
  cu: text().notNull(),
  su: text(),
  c: text().notNull(),
  s: text(),
  p: smallint().notNull(),
  pricingForm: boolean().notNull(),
  inputForm: jsonb().$type<{ name: InputFormName }[]>().notNull(),
  keywords: text().array().notNull(),
});
