import type { Executor } from '@porchlight/db/connection';
import { offers } from '@porchlight/db/schema/index';
import { and, eq, ne, or } from 'drizzle-orm';

/** What a new or renamed offer would be: its catalogue service (none for the owner's own) and name slug. */
export interface OfferIdentity {
  catalogueUri?: string | null;
  nameUri: string;
}

/**
 * The one duplicate rule for a profile's offers (docs/decisions.md, issue 29 item 4): an offer is already
 * on the profile when another of its offers comes from the same catalogue service or has the same name by
 * its slug (case, spacing and '&' against 'and' do not count). Every add (one service, the multi-add, a
 * category's or subcategory's services, the owner's own) and every rename asks this.
 */
export async function hasSameOffer(
  db: Executor,
  providerId: string,
  { catalogueUri, nameUri }: OfferIdentity,
  exceptOfferNumber?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ offerNumber: offers.offerNumber })
    .from(offers)
    .where(
      and(
        eq(offers.providerId, providerId),
        catalogueUri
          ? or(eq(offers.nameUri, nameUri), eq(offers.catalogueUri, catalogueUri))
          : eq(offers.nameUri, nameUri),
        exceptOfferNumber === undefined ? undefined : ne(offers.offerNumber, exceptOfferNumber),
      ),
    )
    .limit(1);
  return row !== undefined;
}
