import { NEW_COMPANY_SEGMENT } from '@porchlight/core/reviews/review-writing.constants';
import { slugify } from '@porchlight/core/text/slug';
import type { CompaniesRepository } from './companies.repository';

/** Path segments a provider may never take as its vanity name (they are routes of their own). */
const RESERVED = new Set([NEW_COMPANY_SEGMENT]);

/** The slug of `text` (a name or the form's uri), with -2, -3 … when it is taken or reserved. */
export async function uniqueVanityName(
  companies: Pick<CompaniesRepository, 'vanityNamesLike'>,
  text: string,
): Promise<string> {
  const base = slugify(text) || 'company';
  const taken = await companies.vanityNamesLike(base);
  for (const reserved of RESERVED) taken.add(reserved);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
