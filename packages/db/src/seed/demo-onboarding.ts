import type { CatalogueEntry } from '@porchlight/core/offers/catalogue.schemas';
import { type Db, type ProviderRow, seedOffer, seedProvider } from './factories';

/** The owner's second company: unpublished and half set up, to try the completion wizard and Publish. */
export const HALF_COMPLETE_PROVIDER = 'Sam Patel Home Repair';

/**
 * Services, a public phone and a Facebook page are done (3 of 7 steps); website, notifications,
 * photos and verification are left for the newcomer, and so is the brief description that Publish
 * asks for. Uses no random numbers, so the rest of the demo data stays as it was.
 */
export async function seedHalfCompleteProfile(
  db: Db,
  ownerId: string,
  entries: readonly CatalogueEntry[],
): Promise<{ provider: ProviderRow; offers: number }> {
  const provider = await seedProvider(db, {
    name: HALF_COMPLETE_PROVIDER,
    owner: ownerId,
    published: false,
    aboutMetadata: null,
    phoneNumber: '3035550177',
    email: null,
    website: null,
    address: '2400 E 17th Ave',
    zipCode: '80206',
    facebook: 'https://www.facebook.com/sampatelhomerepair',
  });
  const services = entries.filter((entry) => entry.cu === 'handymen').slice(0, 2);
  for (const [i, entry] of services.entries()) {
    await seedOffer(db, provider.id, entry, { orderNumber: 1000 + i, companyName: provider.name });
  }
  return { provider, offers: services.length };
}
