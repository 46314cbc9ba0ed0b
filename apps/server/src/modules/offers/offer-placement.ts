import { sameName } from '@porchlight/core/offers/add-services.rules';
import { offerMessages as messages } from '@porchlight/core/offers/offers.messages';
import { AppError } from '../platform/app-error';
import type { OfferEditingRepository } from './offer-editing.repository';

type CategoryLists = Pick<OfferEditingRepository, 'listCategories' | 'listSubcategories'>;

/**
 * The provider's own category and subcategory an offer is filed under, by their names (blank: none).
 * A name the provider does not have is a 400: the owner adds it first (spec 2 §5).
 */
export async function placeOf(
  repository: CategoryLists,
  providerId: string,
  category: string,
  subcategory: string,
) {
  if (!category) {
    if (subcategory)
      throw new AppError('badRequest', messages.unknownCategory, { category: messages.unknownCategory });
    return { category: null, subcategory: null };
  }
  const found = (await repository.listCategories(providerId)).find((row) => sameName(row.name, category));
  if (!found)
    throw new AppError('badRequest', messages.unknownCategory, { category: messages.unknownCategory });
  if (!subcategory) return { category: found, subcategory: null };
  const sub = (await repository.listSubcategories(providerId)).find(
    (row) => row.categoryId === found.id && sameName(row.name, subcategory),
  );
  if (!sub)
    throw new AppError('badRequest', messages.unknownSubcategory, {
      subcategory: messages.unknownSubcategory,
    });
  return { category: found, subcategory: sub };
}
