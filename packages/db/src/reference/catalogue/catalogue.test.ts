import {
  CATALOGUE_CATEGORY_COUNT,
  CATALOGUE_MIN_SERVICES,
  INPUT_FORM_NAMES,
} from '@porchlight/core/offers/catalogue.constants';
import { catalogueEntrySchema } from '@porchlight/core/offers/catalogue.schemas';
import { CATALOGUE_SYNONYMS, synonymsOf } from '@porchlight/core/search/catalogue-synonyms';
import { slugify } from '@porchlight/core/text/slug';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, catalogue, catalogueCategories } from './catalogue';

/** Names the product links to or promises; each must be a category, subcategory or service name. */
const REQUIRED_NAMES = [
  'Movers',
  'Parties and Events',
  'Real Estate',
  'Music',
  'Medical Spa',
  'Roadside Assistance',
  'Accounting',
  'Storage',
  'Power Sports',
  'Animals and Pets',
  'Automotive',
  'HVAC Gas and Ventilation',
  'Docks and Boats',
  // quick links and popular tiles
  'House Cleaning',
  'Painting',
  'Handyman',
  'Plumbing',
  'HVAC',
  'Electrical',
  'Pest Control',
  'Landscaping',
  'Lawn Care',
  'Exterior Cleaning',
  'Pools and Spas',
  'Tree Service',
  'Fencing and Gates',
  'Stone/Pavers/Concrete',
  'Roofing and Gutters',
  'Remodeling',
];

/** The most searched services, which must carry popularity 5. */
const MOST_POPULAR_SERVICES = [
  'House Cleaning',
  'Plumbing',
  'HVAC',
  'Electrical',
  'Handyman',
  'Painting',
  'Landscaping',
  'Lawn Care',
  'Roofing',
  'Pest Control',
  'Remodeling',
];

const lower = (value: string) => value.toLowerCase();

describe('service catalogue', () => {
  it('parses every entry with the catalogue entry schema', () => {
    for (const entry of catalogue) {
      const result = catalogueEntrySchema.safeParse(entry);
      expect(result.success, `${entry.n}: ${result.error?.message}`).toBe(true);
    }
  });

  it(`has at least ${CATALOGUE_MIN_SERVICES} services`, () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(CATALOGUE_MIN_SERVICES);
  });

  it(`has exactly ${CATALOGUE_CATEGORY_COUNT} distinct categories`, () => {
    expect(new Set(catalogue.map((entry) => entry.c)).size).toBe(CATALOGUE_CATEGORY_COUNT);
    expect(new Set(catalogue.map((entry) => entry.cu)).size).toBe(CATALOGUE_CATEGORY_COUNT);
    expect(catalogueCategories).toHaveLength(CATALOGUE_CATEGORY_COUNT);
    expect(new Set(catalogueCategories.map((category) => lower(category.name))).size).toBe(
      CATALOGUE_CATEGORY_COUNT,
    );
  });

  it('has unique service slugs', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const entry of catalogue) {
      const other = seen.get(entry.u);
      if (other) duplicates.push(`${entry.u} (${other} / ${entry.n})`);
      seen.set(entry.u, entry.n);
    }
    expect(duplicates).toEqual([]);
  });

  it('has no two services with the same name (case-insensitive)', () => {
    const seen = new Set<string>();
    const duplicates: string[] = [];
    for (const entry of catalogue) {
      if (seen.has(lower(entry.n))) duplicates.push(entry.n);
      seen.add(lower(entry.n));
    }
    expect(duplicates).toEqual([]);
  });

  it('gives no service the name of a category or subcategory', () => {
    const groupNames = new Set<string>();
    for (const category of catalogueCategories) {
      groupNames.add(lower(category.name));
      for (const subcategory of category.subcategories) groupNames.add(lower(subcategory.name));
    }
    expect(catalogue.filter((entry) => groupNames.has(lower(entry.n))).map((entry) => entry.n)).toEqual([]);
  });

  it('has unique subcategory names within each category', () => {
    for (const category of catalogueCategories) {
      const names = category.subcategories.map((subcategory) => lower(subcategory.name));
      expect(new Set(names).size, category.name).toBe(names.length);
    }
  });

  it('uses only known pricing-form question names, without repeats', () => {
    const known = new Set<string>(INPUT_FORM_NAMES);
    for (const entry of catalogue) {
      const names = entry.inputForm.map((question) => question.name);
      for (const name of names) expect(known.has(name), `${entry.n}: ${name}`).toBe(true);
      expect(new Set(names).size, entry.n).toBe(names.length);
      expect(entry.pricingForm).toBe(names.length > 0);
      if (names.includes('description')) expect(names.at(-1), entry.n).toBe('description');
    }
  });

  it('gives everyday synonyms only to catalogue services of the category they are filed under', () => {
    for (const [cu, services] of Object.entries(CATALOGUE_SYNONYMS)) {
      for (const [u, synonyms] of Object.entries(services)) {
        const entry = catalogue.find((candidate) => candidate.u === u);
        expect(entry?.cu, `${cu}/${u}`).toBe(cu);
        expect(synonyms.map(lower), u).not.toContain(lower(entry?.n ?? ''));
      }
    }
    expect(synonymsOf('cleaning', 'house-cleaning')).toEqual(
      expect.arrayContaining(['maid', 'cleaning service', 'cleaning lady']),
    );
    expect(synonymsOf('hvac-gas-and-ventilation', 'hvac')).toContain('ac repair');
  });

  it('derives slugs and names consistently', () => {
    for (const entry of catalogue) {
      expect(entry.u).toBe(slugify(entry.n));
      expect(entry.cu).toBe(slugify(entry.c));
      expect(entry.su).toBe(slugify(entry.s ?? ''));
    }
  });

  it('gives every service 1 to 4 keywords that differ from its name', () => {
    for (const entry of catalogue) {
      expect(entry.keywords.length, entry.n).toBeGreaterThanOrEqual(1);
      expect(entry.keywords.length, entry.n).toBeLessThanOrEqual(4);
      expect(entry.keywords.map(lower), entry.n).not.toContain(lower(entry.n));
    }
  });

  it('contains every required category, quick link and popular tile name', () => {
    const names = new Set<string>();
    for (const entry of catalogue) {
      names.add(lower(entry.n));
      names.add(lower(entry.c));
      if (entry.s) names.add(lower(entry.s));
    }
    const missing = REQUIRED_NAMES.filter((name) => !names.has(lower(name)));
    expect(missing).toEqual([]);
  });

  it('puts the general HVAC service in the HVAC Gas and Ventilation category', () => {
    const hvac = catalogue.find((entry) => lower(entry.n) === 'hvac');
    expect(hvac?.c).toBe('HVAC Gas and Ventilation');
  });

  it('rates the most searched services as popularity 5', () => {
    for (const name of MOST_POPULAR_SERVICES) {
      const entry = catalogue.find((candidate) => lower(candidate.n) === lower(name));
      expect(entry?.p, name).toBe(5);
    }
  });

  it('is rebuilt identically by buildCatalogue()', () => {
    expect(buildCatalogue()).toEqual(catalogue);
  });
});
