import {
  addOfferPromoVideoRoute,
  addPromoVideoRoute,
  deleteOfferPromoVideoRoute,
  deletePromoVideoRoute,
  replaceOfferPromoVideoRoute,
  replacePromoVideoRoute,
} from '@porchlight/core/media/promo-video.routes';
import type { PromoVideoPage } from '@porchlight/core/media/promo-video.schemas';
import { callApi } from '@/lib/api-client';

/** Where a promotional video shows: one of the profile's pages, or one of its offers (spec 2 §7). */
export type PromoVideoSlot = { page: PromoVideoPage } | { offerNumber: number };

/** POST sets the slot's first video, PATCH replaces it (spec 2 §7). */
export async function setPromoVideo(
  vanityName: string,
  slot: PromoVideoSlot,
  friendlyName: string,
  replacing: boolean,
): Promise<void> {
  const query = { vanityName };
  if ('page' in slot) {
    const route = replacing ? replacePromoVideoRoute : addPromoVideoRoute;
    await callApi(route, { query, body: { page: slot.page, friendlyName } });
  } else {
    const route = replacing ? replaceOfferPromoVideoRoute : addOfferPromoVideoRoute;
    await callApi(route, { query, body: { offerNumber: slot.offerNumber, friendlyName } });
  }
}

/** Clears the slot; the gallery file stays. */
export async function removePromoVideo(vanityName: string, slot: PromoVideoSlot): Promise<void> {
  const query = { vanityName };
  if ('page' in slot) await callApi(deletePromoVideoRoute, { query, body: { page: slot.page } });
  else await callApi(deleteOfferPromoVideoRoute, { query, body: { offerNumber: slot.offerNumber } });
}
