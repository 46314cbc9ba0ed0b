import { z } from 'zod';
import { pricingFormQuestionSchema } from '../offers/offers.schemas';

/** Responses of the public profile read API (spec 1 §3 "Provider profile (read)"). */

export const imageFitSchema = z.enum(['cover', 'contain']);
export const bannerPositionSchema = z.enum(['top', 'center', 'bottom']);

export const hoursDaySchema = z.object({
  open: z.boolean(),
  allDay: z.boolean(),
  /** '9 AM - 5 PM' (leading zero and ':00' removed). */
  time: z.string(),
});
export type HoursDay = z.infer<typeof hoursDaySchema>;

export const HOURS_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type HoursDayKey = (typeof HOURS_DAYS)[number];

export const hoursSchema = z.object({
  version: z.literal(1),
  enabled: z.boolean(),
  mon: hoursDaySchema,
  tue: hoursDaySchema,
  wed: hoursDaySchema,
  thu: hoursDaySchema,
  fri: hoursDaySchema,
  sat: hoursDaySchema,
  sun: hoursDaySchema,
});
export type Hours = z.infer<typeof hoursSchema>;

export const profileLocationSchema = z.object({
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  stateCode: z.string().nullable(),
  zipCode: z.string().nullable(),
});
export type ProfileLocation = z.infer<typeof profileLocationSchema>;

/** GeoJSON point: coordinates are [lng, lat]. */
export const locationPointSchema = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number(), z.number()]),
});
export type LocationPoint = z.infer<typeof locationPointSchema>;

/** A gallery item (spec 1 §3 "Photo"); files ending .mp4 are videos. */
export const photoSchema = z.object({
  publicPath: z.string(),
  friendlyImageName: z.string(),
  /** The caption and alt text: the owner's title, or words from the file name (photo-titles.rules.ts). */
  title: z.string(),
  /** Tagged to at least one offer. */
  onService: z.boolean(),
  /** Square thumbnails (150 for the home page, 295 for gallery tiles); null for videos. */
  thumbnailPath: z.string().nullable(),
  tilePath: z.string().nullable(),
});
export type Photo = z.infer<typeof photoSchema>;

export const allPicturesResponseSchema = z.object({ data: z.array(photoSchema) });
export type AllPicturesResponse = z.infer<typeof allPicturesResponseSchema>;

export const menuLinkSchema = z.object({ name: z.string(), nameUri: z.string() });
export type MenuLink = z.infer<typeof menuLinkSchema>;

/**
 * One entry of the offer menu (spec 1 §3 "Offer menu item"), in display order: a category (with its
 * subcategories and offers) followed by one 'offer' entry per offer it holds. 'other' is reserved.
 */
export const offerMenuItemSchema = z.object({
  type: z.enum(['category', 'offer', 'other']),
  name: z.string(),
  nameUri: z.string(),
  offerNumber: z.number().nullable(),
  featured: z.boolean(),
  iconPath: z.string().nullable(),
  /** Offers: short teaser for tiles. */
  descriptionTeaser: z.string().nullable(),
  /** Offers: the category and subcategory they sit in. */
  categoryUri: z.string().nullable(),
  subcategoryUri: z.string().nullable(),
  subcategories: z.array(menuLinkSchema.extend({ offers: z.array(menuLinkSchema) })),
  offers: z.array(menuLinkSchema),
});
export type OfferMenuItem = z.infer<typeof offerMenuItemSchema>;

export const socialLinksSchema = z.object({
  facebook: z.string().nullable(),
  x: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedin: z.string().nullable(),
  pinterest: z.string().nullable(),
  whatsapp: z.string().nullable(),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

export const profileSchema = z.object({
  name: z.string(),
  /** The vanity name as typed. */
  uri: z.string(),
  vanityNameLC: z.string(),
  /** '/company/{vanityName}', or '' on the provider's custom domain. */
  uriPrefix: z.string(),
  published: z.boolean(),
  verified: z.boolean(),
  customDomain: z.string().nullable(),
  /** This request came in on the provider's custom domain. */
  onCustomDomain: z.boolean(),
  unclaimed: z.boolean(),
  /** '0.0' means no reviews. */
  rating: z.string(),
  reviewCount: z.number(),
  /** Reviews by the viewer's friends (0 for visitors). */
  friendReviews: z.number(),
  reviewedByCurrentUser: z.boolean(),
  /** 1 or 2 are paid plans. */
  pro: z.number(),
  placeId: z.string().nullable(),
  googleReviewsEnabled: z.boolean(),
  aboutDesc: z.string().nullable(),
  aboutHtml: z.boolean(),
  aboutMetadata: z.string().nullable(),
  isCreatingProfile: z.boolean(),
  /** Edit controls: a member of this provider, logged in, not on a custom domain. */
  isOwner: z.boolean(),
  phoneNumber: z.string().nullable(),
  formattedPhoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  hours: hoursSchema.nullable(),
  /** Not in the spec (issue 33): the IANA zone the hours are kept in. */
  timeZone: z.string(),
  location: profileLocationSchema,
  locationPoint: locationPointSchema.nullable(),
  profilePic: z.string().nullable(),
  profilePicFit: imageFitSchema,
  profilePicBackgroundColor: z.string().nullable(),
  data: z.array(photoSchema),
  services: z.array(offerMenuItemSchema),
  firstCategory: z.object({ name: z.string(), nameUri: z.string(), bi: z.string() }).nullable(),
  bannerImage: z.string().nullable(),
  bannerImagePosition: bannerPositionSchema,
  bannerImageFit: imageFitSchema,
  bannerImageBackgroundColor: z.string().nullable(),
  bannerImageShowCompanyOverlay: z.boolean(),
  disableRequestForms: z.boolean(),
  chatEnabled: z.boolean(),
  /**
   * Not in the spec (issue 34): the provider takes online bookings; 'Book online' links to its dialog,
   * from each of these offers' pages too. Null when it does not.
   */
  booking: z.object({ offerUris: z.array(z.string()) }).nullable(),
  homePromoVideoPath: z.string().nullable(),
  aboutPromoVideoPath: z.string().nullable(),
  contactPromoVideoPath: z.string().nullable(),
  servicesPromoVideoPath: z.string().nullable(),
  reviewsPromoVideoPath: z.string().nullable(),
  /** Where to send people to write a review (absolute, on the main site). */
  reviewUrl: z.string(),
  social: socialLinksSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/** One offer with what its page shows (spec 1 "Services pages"). */
export const offerDetailSchema = z.object({
  offerNumber: z.number(),
  name: z.string(),
  nameUri: z.string(),
  featured: z.boolean(),
  /** Sanitised HTML. */
  descriptionHtml: z.string().nullable(),
  descriptionTeaser: z.string().nullable(),
  iconPath: z.string().nullable(),
  promoVideoPath: z.string().nullable(),
  category: menuLinkSchema.nullable(),
  subcategory: menuLinkSchema.nullable(),
  photos: z.array(photoSchema),
});
export type OfferDetail = z.infer<typeof offerDetailSchema>;

/** GET network/profile/offers/{vanityName}/{nameUri}: what a services sub-page shows. */
export const offerPageResponseSchema = z.object({
  offerLevel: z.enum(['offer', 'category', 'subcategory']),
  category: menuLinkSchema.nullable(),
  subcategory: menuLinkSchema.nullable(),
  /** The category page lists its subcategories. */
  subcategories: z.array(menuLinkSchema),
  offers: z.array(offerDetailSchema),
});
export type OfferPageResponse = z.infer<typeof offerPageResponseSchema>;

/** GET network/profile/pricing-forms/{uri}: what the pricing wizard asks, per offer. */
export const pricingFormsResponseSchema = z.object({
  offers: z.array(
    z.object({ name: z.string(), nameUri: z.string(), pricingForm: z.array(pricingFormQuestionSchema) }),
  ),
});
export type PricingForms = z.infer<typeof pricingFormsResponseSchema>['offers'];

/** GET network/profile/sitemap: published profiles for sitemap.xml. */
export const sitemapEntrySchema = z.object({
  vanityName: z.string(),
  updatedAt: z.string(),
  hasAbout: z.boolean(),
  hasServices: z.boolean(),
  hasPhotos: z.boolean(),
  showContact: z.boolean(),
});
export const sitemapResponseSchema = z.object({ profiles: z.array(sitemapEntrySchema) });
export type SitemapResponse = z.infer<typeof sitemapResponseSchema>;

/** A vanity name (or a custom domain's uri) as a path or query value. */
const vanityNameValueSchema = z.string().trim().min(1).max(200);
export const vanityNameParamsSchema = z.object({ vanityName: vanityNameValueSchema });
export const profileUriParamsSchema = z.object({ uri: vanityNameValueSchema });
export const offerPageParamsSchema = vanityNameParamsSchema.extend({ nameUri: vanityNameValueSchema });
export const offerPageQuerySchema = z.object({ sub: vanityNameValueSchema.optional() });

export const ownerCallMessages = {
  vanityNameRequired: 'Say which company this is for: add ?vanityName= with its profile name.',
} as const;

/** The provider an owner call acts on, always named: a member of two providers never edits the wrong one. */
export const ownerProviderQuerySchema = z.object({
  vanityName: z
    .string({ error: ownerCallMessages.vanityNameRequired })
    .trim()
    .min(1, ownerCallMessages.vanityNameRequired)
    .max(200),
});
