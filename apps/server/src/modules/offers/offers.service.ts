import { randomUUID } from 'node:crypto';
import type {
  CatalogueCategories,
  CatalogueCategory,
} from '@porchlight/core/offers/catalogue-browse.schemas';
import {
  buildPricingForm,
  DEFAULT_INPUT_FORM,
  defaultOfferSections,
  describeOffer,
} from '@porchlight/core/offers/offer-defaults';
import { CATALOGUE_SEARCH_LIMIT } from '@porchlight/core/offers/offers.constants';
import { offerMessages } from '@porchlight/core/offers/offers.messages';
import type { AddOfferRequest, CatalogueSearchResponse, Offer } from '@porchlight/core/offers/offers.schemas';
import { type CatalogueMatcher, createCatalogueMatcher } from '@porchlight/core/search/catalogue-matcher';
import { textToHtml } from '@porchlight/core/text/html';
import { slugify } from '@porchlight/core/text/slug';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { AppError } from '../platform/app-error';
import { isUniqueViolation } from '../platform/db-errors';
import type { UnitOfWork } from '../platform/unit-of-work';
import { offerAlreadyExists } from './offer-duplicates';
import { placeOf } from './offer-placement';
import { toOfferResponse } from './offer-response';
import type { CatalogueRow, OffersRepository } from './offers.repository';

type Owned<T> = T & { vanityName: string };

/** Trimmed, first letter upper-cased (spec 2 §5 "Edit offer", applied to added names too). */
function offerName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** Add Services (spec 2 §4 "Add services", §7 offer calls): catalogue search, add one offer, remove one. */
/** The catalogue's category and subcategory of a service, as the provider's own (created on first use). */
async function cataloguePlaceOf(
  offers: OffersRepository,
  providerId: string,
  entry: CatalogueRow | undefined,
) {
  if (!entry) return { category: null, subcategory: null };
  // By the slug of the name, as the demo offers and the add-category dialog file them.
  const category = await offers.findOrCreateCategory(providerId, entry.c, slugify(entry.c));
  const subcategory = entry.s
    ? await offers.findOrCreateSubcategory(providerId, category.id, entry.s, slugify(entry.s))
    : null;
  return { category, subcategory };
}

export function createOffersService(deps: {
  repository: OffersRepository;
  access: Access;
  unitOfWork: UnitOfWork;
}) {
  const { repository, access } = deps;

  // The catalogue only changes with a deploy: read it once per process.
  let catalogue: Promise<{ matcher: CatalogueMatcher; byUri: Map<string, CatalogueRow> }> | undefined;
  const loadCatalogue = () => {
    catalogue ??= repository
      .loadCatalogue()
      .then((rows) => ({
        // Only what the matcher reads: names, keywords, categories and popularity.
        matcher: createCatalogueMatcher(
          rows.map(({ u, n, c, cu, p, keywords }) => ({ u, n, c, cu, p, keywords })),
        ),
        byUri: new Map(rows.map((row) => [row.u, row])),
      }))
      .catch((error: unknown) => {
        catalogue = undefined;
        throw error;
      });
    return catalogue;
  };

  return {
    /** GET network/catalogue/search?q=: up to 10 catalogue services, typo-tolerant like the search box. */
    async searchCatalogue(_principal: Principal, { q }: { q: string }): Promise<CatalogueSearchResponse> {
      const { matcher, byUri } = await loadCatalogue();
      return {
        services: matcher.suggest(q, CATALOGUE_SEARCH_LIMIT).flatMap(({ entry }) => {
          const row = byUri.get(entry.u);
          return row ? [{ u: row.u, n: row.n, c: row.c, cu: row.cu, s: row.s, su: row.su }] : [];
        }),
      };
    },

    /** GET network/catalogue/categories: every category, by name, with its number of services. */
    async listCatalogueCategories(_principal: Principal): Promise<{ categories: CatalogueCategories }> {
      const { byUri } = await loadCatalogue();
      const counts = new Map<string, { cu: string; c: string; count: number }>();
      for (const row of byUri.values()) {
        const category = counts.get(row.cu) ?? { cu: row.cu, c: row.c, count: 0 };
        category.count += 1;
        counts.set(row.cu, category);
      }
      return { categories: [...counts.values()].sort((a, b) => a.c.localeCompare(b.c)) };
    },

    /** GET network/catalogue/categories/{cu}: the category's services, by subcategory, by name. */
    async getCatalogueCategory(_principal: Principal, { cu }: { cu: string }): Promise<CatalogueCategory> {
      const { byUri } = await loadCatalogue();
      const rows = [...byUri.values()]
        .filter((row) => row.cu === cu.toLowerCase())
        .sort((a, b) => a.n.localeCompare(b.n));
      const [first] = rows;
      if (!first) throw new AppError('notFound', offerMessages.unknownCatalogueCategory);
      const subcategories = new Map<string, CatalogueCategory['subcategories'][number]>();
      const services: CatalogueCategory['services'] = [];
      for (const row of rows) {
        const service = { u: row.u, n: row.n };
        if (!row.su || !row.s) {
          services.push(service);
          continue;
        }
        const subcategory = subcategories.get(row.su) ?? { su: row.su, s: row.s, services: [] };
        subcategory.services.push(service);
        subcategories.set(row.su, subcategory);
      }
      return {
        cu: first.cu,
        c: first.c,
        subcategories: [...subcategories.values()].sort((a, b) => a.s.localeCompare(b.s)),
        services,
      };
    },

    /**
     * POST provider/profile/offers: one catalogue service, or one of the owner's own by its name, as a
     * new offer. It goes under the owner's chosen category, else the catalogue's (created on first
     * use), with the catalogue's pricing form (the default one for an own service) and descriptions.
     * The offer, the provider's search keys (trigger) and the event that drops its cached pages commit
     * together.
     */
    async addOffer(
      principal: Principal,
      { vanityName, u, name, descriptionText, category, subcategory }: Owned<AddOfferRequest>,
    ): Promise<Offer> {
      const { provider } = await access.requireProviderAccess(principal, { vanityName }, 'editServices');
      const entry = u ? await repository.findCatalogueEntry(u) : undefined;
      if (u && !entry)
        throw new AppError('badRequest', offerMessages.notInCatalogue, { u: offerMessages.notInCatalogue });
      const finalName = offerName(name ?? entry?.n ?? '');
      const nameUri = slugify(finalName);
      if (!nameUri)
        throw new AppError('badRequest', offerMessages.nameRequired, { name: offerMessages.nameRequired });

      try {
        return await deps.unitOfWork(async ({ offers, offerEditing, events }) => {
          await offers.lockProviderOffers(provider.id);
          if (await offers.hasSameOffer(provider.id, { catalogueUri: entry?.u, nameUri })) {
            throw offerAlreadyExists();
          }
          const place = category
            ? await placeOf(offerEditing, provider.id, category, subcategory ?? '')
            : await cataloguePlaceOf(offers, provider.id, entry);
          const described = describeOffer(
            { name: finalName, category: place.category?.name ?? finalName },
            provider.name,
          );
          const row = await offers.insert({
            providerId: provider.id,
            categoryId: place.category?.id,
            subcategoryId: place.subcategory?.id,
            catalogueUri: entry?.u,
            name: finalName,
            nameUri,
            descriptionText: descriptionText ?? described.descriptionText,
            descriptionHtml: descriptionText ? textToHtml(descriptionText) : described.descriptionHtml,
            descriptionTeaser: described.descriptionTeaser,
            pricingForm: buildPricingForm(entry?.inputForm.length ? entry.inputForm : DEFAULT_INPUT_FORM),
            sections: defaultOfferSections(randomUUID),
            orderNumber: await offers.nextOrderNumber(provider.id),
          });
          await events.providerChanged(provider, { contentOnly: false });
          return toOfferResponse(row, place.category, place.subcategory);
        });
      } catch (error) {
        // The lock makes this unlikely; a unique index is the last word all the same.
        if (isUniqueViolation(error)) throw offerAlreadyExists();
        throw error;
      }
    },

    /** DELETE provider/profile/offers/{offerNumber}: gone from the profile, its pages and search at once. */
    async deleteOffer(
      principal: Principal,
      { vanityName, offerNumber }: Owned<{ offerNumber: number }>,
    ): Promise<void> {
      const { provider } = await access.requireProviderAccess(principal, { vanityName }, 'editServices');
      await deps.unitOfWork(async ({ offers, events }) => {
        await offers.lockProviderOffers(provider.id);
        if (!(await offers.delete(provider.id, offerNumber))) {
          throw new AppError('notFound', offerMessages.notAvailable);
        }
        await events.providerChanged(provider, { contentOnly: false });
      });
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
