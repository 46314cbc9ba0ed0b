import type { MembershipRole } from '@porchlight/core/identity/auth.constants';
import type { Executor } from '@porchlight/db/connection';
import {
  bookingOffers,
  bookingSettings,
  friendships,
  memberships,
  offerCategories,
  offerPhotos,
  offerSubcategories,
  offers,
  photos,
  providerOpenHours,
  providers,
  reviews,
} from '@porchlight/db/schema/index';
import { and, asc, count, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import { preparedStatement } from '../platform/prepared-statement';

export type ProviderRow = typeof providers.$inferSelect;

export type SocialLinkValues = Partial<
  Record<'facebook' | 'x' | 'instagram' | 'linkedin' | 'pinterest' | 'whatsapp', string | null>
>;

const photoColumns = {
  id: photos.id,
  friendlyImageName: photos.friendlyImageName,
  title: photos.title,
  storageKey: photos.storageKey,
  isVideo: photos.isVideo,
};
export type PhotoRow = {
  id: string;
  friendlyImageName: string;
  title: string | null;
  storageKey: string;
  isVideo: boolean;
};

const offerColumns = {
  id: offers.id,
  offerNumber: offers.offerNumber,
  name: offers.name,
  nameUri: offers.nameUri,
  featured: offers.featured,
  iconPath: offers.iconPath,
  descriptionHtml: offers.descriptionHtml,
  descriptionText: offers.descriptionText,
  descriptionTeaser: offers.descriptionTeaser,
  promoVideoPath: offers.promoVideoPath,
  categoryId: offers.categoryId,
  subcategoryId: offers.subcategoryId,
};
export type OfferRow = {
  id: string;
  offerNumber: number;
  name: string;
  nameUri: string;
  featured: boolean;
  iconPath: string | null;
  descriptionHtml: string | null;
  descriptionText: string | null;
  descriptionTeaser: string | null;
  promoVideoPath: string | null;
  categoryId: string | null;
  subcategoryId: string | null;
};

const byVanityName = eq(providers.vanityNameLc, sql.placeholder('vanityNameLc'));
const byId = eq(providers.id, sql.placeholder('providerId'));

export function createProfileRepository(db: Executor) {
  // Every call that names a provider looks it up (the access layer): prepared once, with the caller's role.
  const providerBy = (where: SQL) => db.select().from(providers).where(where);
  const providerWithRoleBy = (where: SQL) =>
    db
      .select({ provider: providers, role: memberships.role })
      .from(providers)
      .leftJoin(
        memberships,
        and(eq(memberships.providerId, providers.id), eq(memberships.userId, sql.placeholder('userId'))),
      )
      .where(where);
  const providerByVanityName = preparedStatement('profiles_provider_by_vanity_name', (name) =>
    providerBy(byVanityName).prepare(name),
  );
  const providerById = preparedStatement('profiles_provider_by_id', (name) => providerBy(byId).prepare(name));
  const providerWithRoleByVanityName = preparedStatement(
    'profiles_provider_with_role_by_vanity_name',
    (name) => providerWithRoleBy(byVanityName).prepare(name),
  );
  const providerWithRoleById = preparedStatement('profiles_provider_with_role_by_id', (name) =>
    providerWithRoleBy(byId).prepare(name),
  );

  return {
    async findProviderByVanityName(vanityName: string): Promise<ProviderRow | undefined> {
      const [row] = await providerByVanityName().execute({ vanityNameLc: vanityName.toLowerCase() });
      return row;
    },

    /** The provider and the user's role at it (null when not a member), in one query. */
    async findProviderWithRole(
      ref: { vanityName: string } | { providerId: string },
      userId: string,
    ): Promise<{ provider: ProviderRow; role: MembershipRole | null } | undefined> {
      const [row] =
        'vanityName' in ref
          ? await providerWithRoleByVanityName().execute({
              vanityNameLc: ref.vanityName.toLowerCase(),
              userId,
            })
          : await providerWithRoleById().execute({ providerId: ref.providerId, userId });
      return row;
    },

    async findProviderIdByCustomDomain(hosts: string[]) {
      if (hosts.length === 0) return undefined;
      const [row] = await db
        .select({
          providerId: providers.id,
          vanityName: providers.vanityName,
          customDomain: providers.customDomain,
          planItems: providers.planItems,
          complimentaryItems: providers.complimentaryItems,
          toolsTrialEndsAt: providers.toolsTrialEndsAt,
        })
        .from(providers)
        .where(inArray(sql`lower(${providers.customDomain})`, hosts));
      return row?.customDomain ? { ...row, customDomain: row.customDomain } : undefined;
    },

    async findProviderById(id: string): Promise<ProviderRow | undefined> {
      const [row] = await providerById().execute({ providerId: id });
      return row;
    },

    async updateSocialLinks(providerId: string, values: SocialLinkValues) {
      const [row] = await db
        .update(providers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(providers.id, providerId))
        .returning({
          facebook: providers.facebook,
          x: providers.x,
          instagram: providers.instagram,
          linkedin: providers.linkedin,
          pinterest: providers.pinterest,
          whatsapp: providers.whatsapp,
        });
      if (!row) throw new Error('provider vanished during the update');
      return row;
    },

    async isMember(userId: string, providerId: string): Promise<boolean> {
      const [row] = await db
        .select({ role: memberships.role })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.providerId, providerId)));
      return Boolean(row);
    },

    async hasReviewBy(userId: string, providerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.providerId, providerId), eq(reviews.userId, userId)));
      return Boolean(row);
    },

    /** Reviews of this provider written by the viewer's friends (a friend sees friends-only ones too). */
    async countFriendReviews(userId: string, providerId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(reviews)
        .innerJoin(friendships, and(eq(friendships.friendId, reviews.userId), eq(friendships.userId, userId)))
        .where(eq(reviews.providerId, providerId));
      return row?.value ?? 0;
    },

    /**
     * The offers a visitor can book online (issue 34): none unless the provider is listed for online
     * booking (on, with a bookable offer, a member and a window in its hours: plan §2.7).
     */
    async listBookableOfferUris(providerId: string): Promise<string[]> {
      const rows = await db
        .select({ uri: offers.nameUri })
        .from(bookingOffers)
        .innerJoin(offers, eq(offers.id, bookingOffers.offerId))
        .innerJoin(bookingSettings, eq(bookingSettings.providerId, bookingOffers.providerId))
        .where(
          and(
            eq(bookingOffers.providerId, providerId),
            eq(bookingSettings.enabled, true),
            eq(bookingSettings.listed, true),
          ),
        )
        .orderBy(asc(offers.orderNumber), asc(offers.name));
      return rows.map((row) => row.uri);
    },

    /** The weekly open-hours intervals (issue 33), Monday first. */
    async listOpenHours(providerId: string) {
      return db
        .select({
          weekday: providerOpenHours.weekday,
          opensMinute: providerOpenHours.opensMinute,
          closesMinute: providerOpenHours.closesMinute,
        })
        .from(providerOpenHours)
        .where(eq(providerOpenHours.providerId, providerId))
        .orderBy(asc(providerOpenHours.weekday), asc(providerOpenHours.opensMinute));
    },

    async listCategories(providerId: string) {
      return db
        .select({
          id: offerCategories.id,
          name: offerCategories.name,
          nameUri: offerCategories.nameUri,
        })
        .from(offerCategories)
        .where(eq(offerCategories.providerId, providerId))
        .orderBy(asc(offerCategories.orderNumber), asc(offerCategories.name));
    },

    async listSubcategories(providerId: string) {
      return db
        .select({
          id: offerSubcategories.id,
          categoryId: offerSubcategories.categoryId,
          name: offerSubcategories.name,
          nameUri: offerSubcategories.nameUri,
        })
        .from(offerSubcategories)
        .where(eq(offerSubcategories.providerId, providerId))
        .orderBy(asc(offerSubcategories.orderNumber), asc(offerSubcategories.name));
    },

    async listOffers(providerId: string): Promise<OfferRow[]> {
      return db
        .select(offerColumns)
        .from(offers)
        .where(eq(offers.providerId, providerId))
        .orderBy(asc(offers.orderNumber), asc(offers.name));
    },

    /** Each offer's pricing form, in menu order (the pricing wizard's questions). */
    async listPricingForms(providerId: string) {
      const rows = await db
        .select({ name: offers.name, nameUri: offers.nameUri, pricingForm: offers.pricingForm })
        .from(offers)
        .where(eq(offers.providerId, providerId))
        .orderBy(asc(offers.orderNumber), asc(offers.name));
      return rows.map((row) => ({ ...row, pricingForm: row.pricingForm ?? [] }));
    },

    /** Gallery order, each with whether it is tagged to an offer. */
    async listPhotos(providerId: string): Promise<(PhotoRow & { onService: boolean })[]> {
      return db
        .select({
          ...photoColumns,
          onService: exists(
            db.select({ one: sql`1` }).from(offerPhotos).where(eq(offerPhotos.photoId, photos.id)),
          ).mapWith(Boolean),
        })
        .from(photos)
        .where(eq(photos.providerId, providerId))
        .orderBy(asc(photos.orderNumber), asc(photos.createdAt));
    },

    /** Photos tagged to any of these offers, in gallery order. */
    async listOfferPhotos(offerIds: string[]): Promise<(PhotoRow & { offerId: string })[]> {
      if (offerIds.length === 0) return [];
      return db
        .select({ ...photoColumns, offerId: offerPhotos.offerId })
        .from(offerPhotos)
        .innerJoin(photos, eq(photos.id, offerPhotos.photoId))
        .where(inArray(offerPhotos.offerId, offerIds))
        .orderBy(asc(photos.orderNumber), asc(photos.createdAt));
    },

    /** Published providers for sitemap.xml, with what decides their pages. */
    async listPublishedForSitemap(limit: number) {
      const hasOffers = exists(
        db.select({ one: sql`1` }).from(offers).where(eq(offers.providerId, providers.id)),
      );
      const hasPhotos = exists(
        db.select({ one: sql`1` }).from(photos).where(eq(photos.providerId, providers.id)),
      );
      return db
        .select({
          vanityName: providers.vanityName,
          updatedAt: providers.updatedAt,
          aboutDesc: providers.aboutDesc,
          unclaimed: providers.unclaimed,
          email: providers.email,
          hasServices: hasOffers.mapWith(Boolean),
          hasPhotos: hasPhotos.mapWith(Boolean),
        })
        .from(providers)
        .where(eq(providers.published, true))
        .orderBy(asc(providers.vanityNameLc))
        .limit(limit);
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
