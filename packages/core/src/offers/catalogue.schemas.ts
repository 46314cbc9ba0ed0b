import { z } from 'zod';
import { INPUT_FORM_NAMES } from './catalogue.constants';

/** One suggested service of the catalogue, in the spec's short field names (spec 2 §3). */
export const catalogueEntrySchema = z.object({
  /** name */
  n: z.string().min(2),
  /** slug of the service, unique in the catalogue */
  u: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** category slug */
  cu: z.string(),
  /** subcategory slug, when the service sits in one */
  su: z.string().optional(),
  /** category name */
  c: z.string(),
  /** subcategory name */
  s: z.string().optional(),
  /** popularity 1 (niche) to 5 (what most people search for); breaks ties in suggestions */
  p: z.number().int().min(1).max(5),
  /** whether the service has a pricing form of its own */
  pricingForm: z.boolean(),
  inputForm: z.array(z.object({ name: z.enum(INPUT_FORM_NAMES) })),
  /** other words customers type for it */
  keywords: z.array(z.string()),
});

export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;
