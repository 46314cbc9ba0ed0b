import type {
  NewProfileRequest,
  NewProfileResponse,
  UnclaimedProviderRequest,
} from '@porchlight/core/providers/company.schemas';
import type { geocodeQuerySchema } from '@porchlight/core/providers/details.schemas';
import { createProfileMessages, locationMessages } from '@porchlight/core/providers/owner-tools.messages';
import type { PlaceBusiness } from '@porchlight/core/providers/places.schemas';
import { googleReviewsMessages } from '@porchlight/core/reviews/google-reviews.messages';
import type { z } from 'zod';
import type { GeocodingAdapter, GeoPoint } from '../../adapters/geocoding';
import { type Principal, requireAdmin, requireUser } from '../identity/principal';
import { AppError } from '../platform/app-error';
import { isUniqueViolation } from '../platform/db-errors';
import type { UnitOfWork } from '../platform/unit-of-work';
import type { PlacesAdapter } from '../reviews/places-adapter';
import type { CompaniesRepository, CompanyValues } from './companies.repository';
import { uniqueVanityName } from './vanity-names';

type Log = { error(payload: unknown, message: string): void };

/** Create Your Company Profile and the admin's unclaimed profiles (spec 2 §2.3, §4, §6, §7). */
export function createCompanyService(deps: {
  companies: CompaniesRepository;
  unitOfWork: UnitOfWork;
  places: PlacesAdapter;
  geocoding: GeocodingAdapter;
  log: Log;
}) {
  /** The address's point; the ZIP's centroid when the geocoder cannot say (creating never fails on it). */
  async function pointOf(body: NewProfileRequest): Promise<GeoPoint | null> {
    try {
      const point = await deps.geocoding.geocodeAddress(body);
      if (point) return point;
    } catch (error) {
      deps.log.error({ err: error }, 'geocoding a new company failed');
    }
    const zip = deps.geocoding.locateZip(body.zipCode);
    return zip ? { latitude: zip.latitude, longitude: zip.longitude } : null;
  }

  async function companyValues(body: NewProfileRequest): Promise<Omit<CompanyValues, 'vanityName'>> {
    const point = await pointOf(body);
    return {
      name: body.name,
      address: body.address,
      address2: body.address2,
      city: body.city,
      stateCode: body.stateCode,
      zipCode: body.zipCode,
      countryCode: body.countryCode,
      phoneNumber: body.phoneNumber,
      website: body.website,
      placeId: body.placeID,
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
    };
  }

  /** Inserts under a fresh vanity name, picking the next one when a racing insert took it. */
  async function insertWithVanityName(
    body: NewProfileRequest,
    insert: (
      companies: CompaniesRepository,
      vanityName: string,
    ) => Promise<{ id: string; vanityName: string }>,
  ): Promise<NewProfileResponse> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const vanityName = await uniqueVanityName(deps.companies, body.uri || body.name);
      try {
        const row = await deps.unitOfWork(({ companies }) => insert(companies, vanityName));
        return { providerId: row.id, vanityName: row.vanityName };
      } catch (error) {
        if (!isUniqueViolation(error, 'providers_vanityNameLc_unique')) throw error;
      }
    }
    throw new AppError('conflict', createProfileMessages.alreadyListed);
  }

  async function refuseListed(body: NewProfileRequest): Promise<void> {
    const identity = { name: body.name, zipCode: body.zipCode, placeId: body.placeID };
    if (await deps.companies.companyExists(identity)) {
      throw new AppError('conflict', createProfileMessages.alreadyListed);
    }
  }

  return {
    /** POST auth/provider: the caller's own company, unpublished until they publish it. */
    async createProvider(principal: Principal, body: NewProfileRequest): Promise<NewProfileResponse> {
      const user = requireUser(principal);
      await refuseListed(body);
      const values = await companyValues(body);
      return insertWithVanityName(body, (companies, vanityName) =>
        companies.insertOwnedCompany({ ...values, vanityName }, user.userId),
      );
    },

    /** POST admin/unclaimed-provider: a listed company waiting for its owner to claim it by e-mail. */
    async createUnclaimed(principal: Principal, body: UnclaimedProviderRequest): Promise<NewProfileResponse> {
      requireAdmin(principal);
      await refuseListed(body);
      const values = await companyValues(body);
      return insertWithVanityName(body, async (companies, vanityName) => {
        const row = await companies.insertUnclaimedCompany({
          ...values,
          vanityName,
          email: body.emailAddress,
        });
        return row;
      });
    },

    /** GET network/places/{placeId}/business: what the company form is prefilled with. */
    async placeBusiness(principal: Principal, { placeId }: { placeId: string }): Promise<PlaceBusiness> {
      requireUser(principal);
      let business: PlaceBusiness | null;
      try {
        business = await deps.places.business(placeId);
      } catch (error) {
        deps.log.error({ err: error, placeId }, 'place business details failed');
        throw new AppError('serviceUnavailable', googleReviewsMessages.detailsFailed);
      }
      if (!business) throw new AppError('notFound', googleReviewsMessages.detailsFailed);
      return business;
    },

    /** GET network/places/geocode: 400 'That address is not valid' when it cannot be placed. */
    async geocode(principal: Principal, query: z.infer<typeof geocodeQuerySchema>): Promise<GeoPoint> {
      requireUser(principal);
      let point: GeoPoint | null;
      try {
        point = await deps.geocoding.geocodeAddress(query);
      } catch (error) {
        deps.log.error({ err: error }, 'geocoding failed');
        throw new AppError('serviceUnavailable', locationMessages.addressInvalid);
      }
      if (!point) throw new AppError('badRequest', locationMessages.addressInvalid);
      return point;
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
