import { googleReviewsMessages as messages } from '@porchlight/core/reviews/google-reviews.messages';
import type {
  GooglePlace,
  GoogleSettingsResponse,
  PlacePrediction,
} from '@porchlight/core/reviews/google-reviews.schemas';
import type { Access } from '../identity/access';
import { type Principal, requireUser } from '../identity/principal';
import { AppError } from '../platform/app-error';
import type { UnitOfWork } from '../platform/unit-of-work';
import type { PlacesAdapter } from './places-adapter';

export function createGoogleReviewsService(deps: {
  places: PlacesAdapter;
  access: Access;
  unitOfWork: UnitOfWork;
  log?: { error(payload: unknown, message: string): void };
}) {
  const { places } = deps;

  /** The profile shows its Google reviews or not: stored with the event that drops its cached pages. */
  function updateSettings(
    provider: { id: string; vanityName: string },
    values: { placeId?: string; googleReviewsEnabled?: boolean },
  ): Promise<GoogleSettingsResponse> {
    return deps.unitOfWork(async ({ googleReviews, events }) => {
      const settings = await googleReviews.updateSettings(provider.id, values);
      await events.providerChanged(provider, { contentOnly: true });
      return settings;
    });
  }

  async function managedProvider(principal: Principal, vanityName: string) {
    const { provider } = await deps.access.requireProviderAccess(
      principal,
      { vanityName },
      'editGoogleReviews',
    );
    return provider;
  }

  return {
    /** PATCH provider/profile/google-reviews: showing them needs a place first. */
    async setEnabled(
      principal: Principal,
      { vanityName, googleReviewsEnabled }: { vanityName: string; googleReviewsEnabled: boolean },
    ): Promise<GoogleSettingsResponse> {
      const provider = await managedProvider(principal, vanityName);
      if (googleReviewsEnabled && !provider.placeId) {
        throw new AppError('badRequest', messages.placeRequired, { placeID: messages.placeRequired });
      }
      return updateSettings(provider, { googleReviewsEnabled });
    },

    /** PATCH provider/profile/place-id */
    async setPlaceId(
      principal: Principal,
      { vanityName, placeID: placeId }: { vanityName: string; placeID: string },
    ): Promise<GoogleSettingsResponse> {
      const provider = await managedProvider(principal, vanityName);
      return updateSettings(provider, { placeId });
    },

    /** GET network/places/search: for logged-in people only, so nobody spends the Google quota anonymously. */
    async search(
      principal: Principal,
      { q: query }: { q: string },
    ): Promise<{ predictions: PlacePrediction[] }> {
      requireUser(principal);
      try {
        return { predictions: await places.search(query) };
      } catch (error) {
        deps.log?.error({ err: error }, 'place search failed');
        throw new AppError('serviceUnavailable', messages.detailsFailed);
      }
    },

    /** GET network/places/{placeId} */
    async details(_principal: Principal, { placeId }: { placeId: string }): Promise<GooglePlace> {
      let place: GooglePlace | null;
      try {
        place = await places.details(placeId);
      } catch (error) {
        deps.log?.error({ err: error, placeId }, 'place details failed');
        throw new AppError('serviceUnavailable', messages.detailsFailed);
      }
      if (!place) throw new AppError('notFound', messages.detailsFailed);
      return place;
    },
  };
}
