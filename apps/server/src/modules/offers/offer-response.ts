import type { Offer } from '@porchlight/core/offers/offers.schemas';
import type { offers } from '@porchlight/db/schema/index';

type Named = { name: string; nameUri: string } | null | undefined;

/** An offer row as the owner's tools see it (spec 2 §3 "Offer"). */
export function toOfferResponse(row: typeof offers.$inferSelect, category: Named, subcategory: Named): Offer {
  return {
    offerNumber: row.offerNumber,
    type: row.type,
    name: row.name,
    nameUri: row.nameUri,
    catalogueUri: row.catalogueUri,
    category: category?.name ?? null,
    categoryUri: category?.nameUri ?? null,
    subcategory: subcategory?.name ?? null,
    subcategoryUri: subcategory?.nameUri ?? null,
    descriptionText: row.descriptionText,
    descriptionHtml: row.descriptionHtml,
    descriptionTeaser: row.descriptionTeaser,
    iconPath: row.iconPath,
    promoVideoPath: row.promoVideoPath,
    pricingForm: row.pricingForm ?? [],
    sections: row.sections ?? [],
    orderNumber: row.orderNumber,
  };
}
