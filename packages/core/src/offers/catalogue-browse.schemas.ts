import { z } from 'zod';

/** Add Services "from a category" (spec 2 §2.4): the catalogue's categories, then one category's services. */

export const catalogueCategoriesResponseSchema = z.object({
  categories: z.array(z.object({ cu: z.string(), c: z.string(), count: z.number() })),
});
export type CatalogueCategories = z.infer<typeof catalogueCategoriesResponseSchema>['categories'];

export const catalogueCategoryParamsSchema = z.object({
  cu: z.string().trim().min(1).max(100),
});

const serviceSchema = z.object({ u: z.string(), n: z.string() });

export const catalogueCategoryResponseSchema = z.object({
  cu: z.string(),
  c: z.string(),
  subcategories: z.array(z.object({ su: z.string(), s: z.string(), services: z.array(serviceSchema) })),
  /** Services of the category in no subcategory. */
  services: z.array(serviceSchema),
});
export type CatalogueCategory = z.infer<typeof catalogueCategoryResponseSchema>;
