import { isProviderMember } from '@porchlight/core/identity/access.rules';
import { hoursOf } from '@porchlight/core/providers/open-hours.rules';
import {
  formatPhoneNumber,
  hasAboutText,
  isOwnerView,
  menuVisibility,
  profileUriPrefix,
} from '@porchlight/core/providers/profile.rules';
import type {
  AllPicturesResponse,
  OfferDetail,
  OfferPageResponse,
  Photo,
  PricingForms,
  Profile,
  SitemapResponse,
} from '@porchlight/core/providers/profile.schemas';
import { formatRating } from '@porchlight/core/providers/provider.rules';
import { textToHtml } from '@porchlight/core/text/html';
import type { GeocodingAdapter } from '../../adapters/geocoding';
import type { MediaUrls } from '../../adapters/storage/media-storage';
import type { Access } from '../identity/access';
import { type Principal, userIdOf } from '../identity/principal';
import { photoView } from '../media/photo-view';
import { AppError } from '../platform/app-error';
import { sanitizeAboutHtml, sanitizeOfferHtml } from '../platform/rich-text';
import type { CustomDomainResolver } from './custom-domains';
import type { DefaultBanners } from './default-banners';
import { buildOfferMenu } from './offer-menu';
import { profileMessages } from './profile.messages';
import type { OfferRow, PhotoRow, ProfileRepository, ProviderRow } from './profile.repository';

const SITEMAP_LIMIT = 50_000;

export function createProfileService(deps: {
  repository: ProfileRepository;
  media: MediaUrls;
  defaultBanners: DefaultBanners;
  customDomains: CustomDomainResolver;
  access: Access;
  geocoding: Pick<GeocodingAdapter, 'locateZip'>;
  /** The main site's address, for absolute links (reviewUrl). */
  publicUrl: string;
}) {
  const { repository, media, defaultBanners, customDomains } = deps;
  const mediaUrl = (key: string | null) => (key ? media.publicUrl(key) : null);

  const toPhoto = (row: PhotoRow & { onService?: boolean }): Photo => photoView(media, row);

  async function loadVisible(principal: Principal, vanityName: string) {
    const { provider, roles } = await deps.access.requireProviderAccess(principal, { vanityName }, 'view');
    return { provider, isMember: isProviderMember(roles) };
  }

  async function siteOf(provider: ProviderRow, principal: Principal) {
    const custom = await customDomains.resolve(principal.hostname);
    return {
      /** Any provider's custom domain: no owner editing there. */
      onAnyCustomDomain: custom !== null,
      /** This provider's own domain: pages at the site root. */
      onOwnDomain: custom?.providerId === provider.id,
    };
  }

  function locationPoint(provider: ProviderRow): Profile['locationPoint'] {
    if (provider.latitude !== null && provider.longitude !== null) {
      return { type: 'Point', coordinates: [provider.longitude, provider.latitude] };
    }
    const place = provider.zipCode ? deps.geocoding.locateZip(provider.zipCode) : undefined;
    return place ? { type: 'Point', coordinates: [place.longitude, place.latitude] } : null;
  }

  function aboutText(provider: ProviderRow): string | null {
    if (!provider.aboutDesc) return null;
    return provider.aboutHtml ? sanitizeAboutHtml(provider.aboutDesc) : provider.aboutDesc;
  }

  async function loadMenu(providerId: string) {
    const [categories, subcategories, offers] = await Promise.all([
      repository.listCategories(providerId),
      repository.listSubcategories(providerId),
      repository.listOffers(providerId),
    ]);
    return { categories, subcategories, offers, menu: buildOfferMenu(categories, subcategories, offers) };
  }

  function offerDetail(
    offer: OfferRow,
    category: { name: string; nameUri: string } | undefined,
    subcategory: { name: string; nameUri: string } | undefined,
    photos: Photo[],
  ): OfferDetail {
    const html = offer.descriptionHtml
      ? sanitizeOfferHtml(offer.descriptionHtml)
      : offer.descriptionText
        ? textToHtml(offer.descriptionText)
        : null;
    return {
      offerNumber: offer.offerNumber,
      name: offer.name,
      nameUri: offer.nameUri,
      featured: offer.featured,
      descriptionHtml: html,
      descriptionTeaser: offer.descriptionTeaser,
      iconPath: mediaUrl(offer.iconPath),
      promoVideoPath: mediaUrl(offer.promoVideoPath),
      category: category ? { name: category.name, nameUri: category.nameUri } : null,
      subcategory: subcategory ? { name: subcategory.name, nameUri: subcategory.nameUri } : null,
      photos,
    };
  }

  return {
    /** GET network/profile/{vanityName}: the profile as this viewer, on this host, sees it. */
    async getProfile(principal: Principal, { vanityName }: { vanityName: string }): Promise<Profile> {
      const { provider, isMember } = await loadVisible(principal, vanityName);
      const { onAnyCustomDomain, onOwnDomain } = await siteOf(provider, principal);
      const viewerId = userIdOf(principal);
      const [{ menu }, photoRows, reviewed, friendReviews, openHours, bookableOfferUris] = await Promise.all([
        loadMenu(provider.id),
        repository.listPhotos(provider.id),
        viewerId ? repository.hasReviewBy(viewerId, provider.id) : false,
        viewerId ? repository.countFriendReviews(viewerId, provider.id) : 0,
        provider.hoursShown === null ? [] : repository.listOpenHours(provider.id),
        repository.listBookableOfferUris(provider.id),
      ]);
      const firstCategory = menu.find((item) => item.type === 'category');
      const bannerImage = mediaUrl(provider.bannerImage);
      let firstCategoryView: Profile['firstCategory'] = null;
      if (firstCategory) {
        firstCategoryView = {
          name: firstCategory.name,
          nameUri: firstCategory.nameUri,
          bi: await defaultBanners.forCategory(firstCategory.name),
        };
      } else if (!bannerImage) {
        await defaultBanners.generic();
      }
      const isOwner = isOwnerView({ onCustomDomain: onAnyCustomDomain, isMember });
      const uriPrefix = profileUriPrefix(provider.vanityName, onOwnDomain);

      return {
        name: provider.name,
        uri: provider.vanityName,
        vanityNameLC: provider.vanityNameLc,
        uriPrefix,
        published: provider.published,
        verified: provider.verified,
        customDomain: provider.customDomain,
        onCustomDomain: onOwnDomain,
        unclaimed: provider.unclaimed,
        rating: formatRating(provider.ratingTotal, provider.reviewCount),
        reviewCount: provider.reviewCount,
        friendReviews,
        reviewedByCurrentUser: reviewed,
        pro: provider.pro,
        placeId: provider.placeId,
        googleReviewsEnabled: provider.googleReviewsEnabled,
        aboutDesc: aboutText(provider),
        aboutHtml: provider.aboutHtml,
        aboutMetadata: provider.aboutMetadata,
        // A member looking at their own unpublished profile that has no services yet is still creating it.
        isCreatingProfile: isOwner && !provider.published && menu.length === 0,
        isOwner,
        phoneNumber: provider.phoneNumber,
        formattedPhoneNumber: formatPhoneNumber(provider.phoneNumber),
        email: provider.email,
        website: provider.website,
        hours: provider.hoursShown === null ? null : hoursOf(openHours, provider.hoursShown),
        timeZone: provider.timeZone,
        location: {
          address: provider.address,
          address2: provider.address2,
          city: provider.city,
          stateCode: provider.stateCode,
          zipCode: provider.zipCode,
        },
        locationPoint: locationPoint(provider),
        profilePic: mediaUrl(provider.profilePic),
        profilePicFit: provider.profilePicFit,
        profilePicBackgroundColor: provider.profilePicBackgroundColor,
        data: photoRows.map(toPhoto),
        services: menu,
        firstCategory: firstCategoryView,
        bannerImage,
        bannerImagePosition: provider.bannerImagePosition,
        bannerImageFit: provider.bannerImageFit,
        bannerImageBackgroundColor: provider.bannerImageBackgroundColor,
        bannerImageShowCompanyOverlay: provider.bannerImageShowCompanyOverlay,
        disableRequestForms: provider.disableRequestForms,
        chatEnabled: provider.chatEnabled,
        booking: bookableOfferUris.length > 0 ? { offerUris: bookableOfferUris } : null,
        homePromoVideoPath: mediaUrl(provider.homePromoVideoPath),
        aboutPromoVideoPath: mediaUrl(provider.aboutPromoVideoPath),
        contactPromoVideoPath: mediaUrl(provider.contactPromoVideoPath),
        servicesPromoVideoPath: mediaUrl(provider.servicesPromoVideoPath),
        reviewsPromoVideoPath: mediaUrl(provider.reviewsPromoVideoPath),
        reviewUrl: `${deps.publicUrl}/company/${provider.vanityName}/reviews/new`,
        social: {
          facebook: provider.facebook,
          x: provider.x,
          instagram: provider.instagram,
          linkedin: provider.linkedin,
          pinterest: provider.pinterest,
          whatsapp: provider.whatsapp,
        },
      };
    },

    /** GET network/profile/allpictures/{uri}. */
    async getAllPictures(principal: Principal, { uri }: { uri: string }): Promise<AllPicturesResponse> {
      const { provider } = await loadVisible(principal, uri);
      const rows = await repository.listPhotos(provider.id);
      return { data: rows.map(toPhoto) };
    },

    /** GET network/profile/pricing-forms/{uri}: each offer's questions for the pricing wizard. */
    async getPricingForms(principal: Principal, { uri }: { uri: string }): Promise<{ offers: PricingForms }> {
      const { provider } = await loadVisible(principal, uri);
      return { offers: await repository.listPricingForms(provider.id) };
    },

    /**
     * GET network/profile/offers/{vanityName}/{nameUri}[?sub=]: a category (its subcategories and
     * offers), a subcategory of it, or one offer. Categories win over offers with the same uri.
     */
    async getOfferPage(
      principal: Principal,
      { vanityName, nameUri, sub: subUri }: { vanityName: string; nameUri: string; sub?: string },
    ): Promise<OfferPageResponse> {
      const { provider } = await loadVisible(principal, vanityName);
      const { categories, subcategories, offers } = await loadMenu(provider.id);
      const uri = nameUri.toLowerCase();
      const category = categories.find((row) => row.nameUri === uri);
      const categoryOf = (offer: OfferRow) => categories.find((row) => row.id === offer.categoryId);
      const subcategoryOf = (offer: OfferRow) => subcategories.find((row) => row.id === offer.subcategoryId);

      const details = async (rows: OfferRow[]) => {
        const photoRows = await repository.listOfferPhotos(rows.map((row) => row.id));
        return rows.map((row) =>
          offerDetail(
            row,
            categoryOf(row),
            subcategoryOf(row),
            photoRows.filter((photo) => photo.offerId === row.id).map(toPhoto),
          ),
        );
      };

      if (category) {
        const inCategory = offers.filter((offer) => offer.categoryId === category.id);
        const subs = subcategories.filter(
          (sub) =>
            sub.categoryId === category.id && inCategory.some((offer) => offer.subcategoryId === sub.id),
        );
        if (subUri) {
          const sub = subs.find((row) => row.nameUri === subUri.toLowerCase());
          if (!sub) throw new AppError('notFound', profileMessages.offerNotFound);
          return {
            offerLevel: 'subcategory',
            category: { name: category.name, nameUri: category.nameUri },
            subcategory: { name: sub.name, nameUri: sub.nameUri },
            subcategories: [],
            offers: await details(inCategory.filter((offer) => offer.subcategoryId === sub.id)),
          };
        }
        if (inCategory.length === 0) throw new AppError('notFound', profileMessages.offerNotFound);
        return {
          offerLevel: 'category',
          category: { name: category.name, nameUri: category.nameUri },
          subcategory: null,
          subcategories: subs.map(({ name, nameUri: subNameUri }) => ({ name, nameUri: subNameUri })),
          offers: await details(inCategory),
        };
      }

      const offer = offers.find((row) => row.nameUri === uri);
      if (!offer) throw new AppError('notFound', profileMessages.offerNotFound);
      const [detail] = await details([offer]);
      if (!detail) throw new Error(`No details were built for the offer ${offer.id}`);
      return {
        offerLevel: 'offer',
        category: detail.category,
        subcategory: detail.subcategory,
        subcategories: [],
        offers: [detail],
      };
    },

    /** GET network/profile/sitemap: published profiles and which of their pages exist. */
    async getSitemap(_principal: Principal): Promise<SitemapResponse> {
      const rows = await repository.listPublishedForSitemap(SITEMAP_LIMIT);
      return {
        profiles: rows.map((row) => {
          const visible = menuVisibility({
            isOwner: false,
            isCreatingProfile: false,
            unclaimed: row.unclaimed,
            email: row.email,
            services: [],
            aboutDesc: row.aboutDesc,
          });
          return {
            vanityName: row.vanityName,
            updatedAt: row.updatedAt.toISOString(),
            hasAbout: hasAboutText(row.aboutDesc),
            hasServices: row.hasServices,
            hasPhotos: row.hasPhotos,
            showContact: visible.contact,
          };
        }),
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
