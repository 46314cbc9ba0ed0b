import type { MenuLink, OfferMenuItem } from '@porchlight/core/providers/profile.schemas';
import type { OfferRow } from './profile.repository';

export interface CategoryRow {
  id: string;
  name: string;
  nameUri: string;
}
export interface SubcategoryRow extends CategoryRow {
  categoryId: string;
}

const link = ({ name, nameUri }: { name: string; nameUri: string }): MenuLink => ({ name, nameUri });

function offerItem(
  offer: OfferRow,
  category: CategoryRow | undefined,
  subcategory: SubcategoryRow | undefined,
): OfferMenuItem {
  return {
    type: 'offer',
    name: offer.name,
    nameUri: offer.nameUri,
    offerNumber: offer.offerNumber,
    featured: offer.featured,
    iconPath: offer.iconPath,
    descriptionTeaser: offer.descriptionTeaser,
    categoryUri: category?.nameUri ?? null,
    subcategoryUri: subcategory?.nameUri ?? null,
    subcategories: [],
    offers: [],
  };
}

/**
 * The offer menu (spec 1 §3 "Offer menu item") in display order: each category (with its
 * subcategories and the offers directly in it), then that category's offers in their order; offers
 * without a category last. Categories without offers are left out: a visitor cannot use them.
 */
export function buildOfferMenu(
  categories: readonly CategoryRow[],
  subcategories: readonly SubcategoryRow[],
  offers: readonly OfferRow[],
): OfferMenuItem[] {
  const menu: OfferMenuItem[] = [];
  const subcategoryById = new Map(subcategories.map((row) => [row.id, row]));
  for (const category of categories) {
    const inCategory = offers.filter((offer) => offer.categoryId === category.id);
    if (inCategory.length === 0) continue;
    const subs = subcategories
      .filter((sub) => sub.categoryId === category.id)
      .map((sub) => ({
        ...link(sub),
        offers: inCategory.filter((offer) => offer.subcategoryId === sub.id).map(link),
      }))
      .filter((sub) => sub.offers.length > 0);
    menu.push({
      type: 'category',
      name: category.name,
      nameUri: category.nameUri,
      offerNumber: null,
      featured: false,
      iconPath: null,
      descriptionTeaser: null,
      categoryUri: null,
      subcategoryUri: null,
      subcategories: subs,
      offers: inCategory
        .filter((offer) => !offer.subcategoryId || !subcategoryById.has(offer.subcategoryId))
        .map(link),
    });
    for (const offer of inCategory) {
      const sub = offer.subcategoryId ? subcategoryById.get(offer.subcategoryId) : undefined;
      menu.push(offerItem(offer, category, sub));
    }
  }
  const categoryIds = new Set(categories.map((category) => category.id));
  for (const offer of offers) {
    if (!offer.categoryId || !categoryIds.has(offer.categoryId))
      menu.push(offerItem(offer, undefined, undefined));
  }
  return menu;
}
