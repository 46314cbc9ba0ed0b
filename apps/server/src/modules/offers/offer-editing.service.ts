import { sameName } from '@porchlight/core/offers/add-services.rules';
import { offerMessages as messages } from '@porchlight/core/offers/offers.messages';
import {
  editOfferDetailsSchema,
  editPricingFormSchema,
  type Offer,
  type OfferCategories,
} from '@porchlight/core/offers/offers.schemas';
import { textToHtml } from '@porchlight/core/text/html';
import { slugify } from '@porchlight/core/text/slug';
import type { z } from 'zod';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { AppError } from '../platform/app-error';
import { isUniqueViolation } from '../platform/db-errors';
import { sanitizeOfferHtml } from '../platform/rich-text';
import type { UnitOfWork } from '../platform/unit-of-work';
import { offerNameTaken } from './offer-duplicates';
import type { CategoryRecord, OfferEditingRepository, SubcategoryRecord } from './offer-editing.repository';
import { placeOf } from './offer-placement';
import { toOfferResponse } from './offer-response';
import { plainTextOf } from './offer-texts';

type Owned<T> = T & { vanityName: string };

function badRequest(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return new AppError('badRequest', Object.values(fields)[0] ?? 'Invalid request', fields);
}

/**
 * Offer editing (spec 2 §2.16, §4 "Offer editing", §7): an offer's texts, category and pricing form;
 * the provider's categories and subcategories; the order of the offers; photos tagged to an offer.
 * Every change drops the profile's cached pages in the same transaction.
 */
export function createOfferEditingService(deps: {
  repository: OfferEditingRepository;
  access: Access;
  unitOfWork: UnitOfWork;
}) {
  const { repository, access } = deps;
  const providerOf = async (principal: Principal, vanityName: string) =>
    (await access.requireProviderAccess(principal, { vanityName }, 'editServices')).provider;

  async function placeOfOffer(providerId: string, categoryId: string | null, subcategoryId: string | null) {
    const category = categoryId
      ? (await repository.listCategories(providerId)).find((row) => row.id === categoryId)
      : null;
    const subcategory = subcategoryId
      ? (await repository.listSubcategories(providerId)).find((row) => row.id === subcategoryId)
      : null;
    return { category, subcategory };
  }

  return {
    /** PATCH provider/profile/offers/{offerNumber}: its pricing form, or its texts and category. */
    async editOffer(
      principal: Principal,
      { vanityName, offerNumber, body }: Owned<{ offerNumber: number; body: Record<string, unknown> }>,
    ): Promise<Offer> {
      const provider = await providerOf(principal, vanityName);
      const offer = await repository.findOffer(provider.id, offerNumber);
      if (!offer) throw new AppError('notFound', messages.notAvailable);

      if ('pricingForm' in body) {
        const parsed = editPricingFormSchema.safeParse(body);
        if (!parsed.success) throw badRequest(parsed.error);
        return deps.unitOfWork(async ({ offerEditing, events }) => {
          const row = await offerEditing.updateOffer(offer.id, { pricingForm: parsed.data.pricingForm });
          await events.providerChanged(provider, { contentOnly: false });
          const place = await placeOfOffer(provider.id, row.categoryId, row.subcategoryId);
          return toOfferResponse(row, place.category, place.subcategory);
        });
      }

      const parsed = editOfferDetailsSchema.safeParse(body);
      if (!parsed.success) throw badRequest(parsed.error);
      const values = parsed.data;
      const nameUri = slugify(values.name);
      if (!nameUri) throw new AppError('badRequest', messages.nameRequired, { name: messages.nameRequired });
      if (await repository.isNameUriTaken(provider.id, nameUri, offerNumber)) throw offerNameTaken();
      const place = await placeOf(repository, provider.id, values.category, values.subcategory);
      const descriptionHtml = sanitizeOfferHtml(values.descriptionHtml || textToHtml(values.descriptionText));
      try {
        return await deps.unitOfWork(async ({ offerEditing, events }) => {
          const row = await offerEditing.updateOffer(offer.id, {
            name: values.name,
            nameUri,
            descriptionText: values.descriptionHtml
              ? plainTextOf(descriptionHtml) || values.descriptionText
              : values.descriptionText,
            descriptionHtml,
            descriptionTeaser: values.descriptionTeaser,
            categoryId: place.category?.id ?? null,
            subcategoryId: place.subcategory?.id ?? null,
          });
          await events.providerChanged(provider, { contentOnly: false });
          return toOfferResponse(row, place.category, place.subcategory);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw offerNameTaken();
        throw error;
      }
    },

    /** POST provider/profile/offers/category: a new, empty category (409 for one of that name, any case). */
    async addCategory(
      principal: Principal,
      { vanityName, name, type }: Owned<{ name: string; type: 'scat' | 'pcat' }>,
    ): Promise<{ name: string }> {
      const provider = await providerOf(principal, vanityName);
      const nameUri = slugify(name);
      const taken = (existing: CategoryRecord[]) =>
        existing.some((row) => sameName(row.name, name) || row.nameUri === nameUri);
      if (!nameUri)
        throw new AppError('badRequest', messages.categoryRequired, { name: messages.categoryRequired });
      try {
        return await deps.unitOfWork(async ({ offerEditing, events }) => {
          if (taken(await offerEditing.listCategories(provider.id)))
            throw new AppError('conflict', messages.categoryExists);
          const row = await offerEditing.insertCategory({
            providerId: provider.id,
            name: name.trim(),
            nameUri,
            type,
          });
          await events.providerChanged(provider, { contentOnly: false });
          return { name: row.name };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('conflict', messages.categoryExists);
        throw error;
      }
    },

    /** POST provider/profile/offers/subcategory: a new subcategory of one of the provider's categories. */
    async addSubcategory(
      principal: Principal,
      {
        vanityName,
        name,
        category,
        type,
      }: Owned<{ name: string; category: string; type: 'ssubcat' | 'psubcat' }>,
    ): Promise<{ name: string }> {
      const provider = await providerOf(principal, vanityName);
      const parent = (await repository.listCategories(provider.id)).find((row) =>
        sameName(row.name, category),
      );
      if (!parent)
        throw new AppError('badRequest', messages.unknownCategory, { category: messages.unknownCategory });
      const nameUri = slugify(name);
      if (!nameUri)
        throw new AppError('badRequest', messages.subcategoryRequired, {
          name: messages.subcategoryRequired,
        });
      const taken = (existing: SubcategoryRecord[]) =>
        existing.some(
          (row) => row.categoryId === parent.id && (sameName(row.name, name) || row.nameUri === nameUri),
        );
      try {
        return await deps.unitOfWork(async ({ offerEditing, events }) => {
          if (taken(await offerEditing.listSubcategories(provider.id)))
            throw new AppError('conflict', messages.subcategoryExists);
          const row = await offerEditing.insertSubcategory({
            providerId: provider.id,
            categoryId: parent.id,
            name: name.trim(),
            nameUri,
            type,
          });
          await events.providerChanged(provider, { contentOnly: false });
          return { name: row.name };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('conflict', messages.subcategoryExists);
        throw error;
      }
    },

    /** GET network/profile/offers/categories/{uri}: categories with their subcategories, in menu order. */
    async listCategories(
      principal: Principal,
      { uri }: { uri: string },
    ): Promise<{ categories: OfferCategories }> {
      const { provider } = await access.requireProviderAccess(principal, { vanityName: uri }, 'view');
      const [categories, subcategories] = await Promise.all([
        repository.listCategories(provider.id),
        repository.listSubcategories(provider.id),
      ]);
      return {
        categories: categories.map((category) => ({
          name: category.name,
          type: category.type,
          subcategories: subcategories
            .filter((sub) => sub.categoryId === category.id)
            .map((sub) => ({ name: sub.name, type: sub.type })),
        })),
      };
    },

    /** POST provider/profile/offers/reorder: the order numbers as given, all or nothing. */
    async reorder(
      principal: Principal,
      { vanityName, items }: Owned<{ items: { offerNumber: number; orderNumber: number }[] }>,
    ): Promise<{ saved: number }> {
      const provider = await providerOf(principal, vanityName);
      return deps.unitOfWork(async ({ offerEditing, events }) => {
        const mine = new Set(await offerEditing.listOfferNumbers(provider.id));
        if (items.some((item) => !mine.has(item.offerNumber)))
          throw new AppError('notFound', messages.notAvailable);
        for (const item of items)
          await offerEditing.setOrderNumber(provider.id, item.offerNumber, item.orderNumber);
        await events.providerChanged(provider, { contentOnly: false });
        return { saved: items.length };
      });
    },

    /** POST provider/profile/photo/tag-offer|untag-offer/{friendlyImageName}: videos are not tagged. */
    async setPhotoTag(
      principal: Principal,
      {
        vanityName,
        friendlyImageName,
        offerNumber,
        tagged,
      }: Owned<{ friendlyImageName: string; offerNumber: number; tagged: boolean }>,
    ): Promise<{ taggedOfferNumbers: number[] }> {
      const provider = await providerOf(principal, vanityName);
      const [photo, offer] = await Promise.all([
        repository.findPhoto(provider.id, friendlyImageName),
        repository.findOffer(provider.id, offerNumber),
      ]);
      if (!offer) throw new AppError('notFound', messages.notAvailable);
      if (!photo) throw new AppError('notFound', messages.photoNotFound);
      if (photo.isVideo && tagged) throw new AppError('badRequest', messages.videoNotTaggable);
      return deps.unitOfWork(async ({ offerEditing, events }) => {
        if (tagged) await offerEditing.tagPhoto(offer.id, photo.id);
        else await offerEditing.untagPhoto(offer.id, photo.id);
        await events.providerChanged(provider, { contentOnly: false });
        return { taggedOfferNumbers: await offerEditing.taggedOfferNumbers(photo.id) };
      });
    },
  };
}
