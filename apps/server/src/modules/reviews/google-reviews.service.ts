import { authMessages } from '@porchlight/core/identity/auth.messages';
import { googleReviewsMessages as messages } from '@porchlight/core/reviews/google-reviews.messages';
import type {
  GooglePlace,
  GoogleSettingsResponse,
  PlacePrediction,
} from '@porchlight/core/reviews/google-reviews.schemas';
import type { PlacesAdapter } from '../../plugins/places';
import type { AccessClaims } from '../identity/tokens';
import { AppError } from '../platform/app-error';
import type { GoogleReviewsRepository } from './google-reviews.repository';

export function createGoogleReviewsService(deps: {
  repository: GoogleReviewsRepository;
  places: PlacesAdapter;
  log?: { error(payload: unknown, message: string): void };
}) {
  const { repository, places } = deps;

  async function managedProvider(viewer: AccessClaims | null, vanityName: string | undefined) {
    if (!viewer) throw new AppError('unauthorized', authMessages.notLoggedIn);
    const provider = await repository.findManagedProvider(viewer.userId, vanityName?.toLowerCase());
    if (!provider) throw new AppError('forbidden', messages.notManager);
    return provider;
  }

  return {
    /** PATCH provider/profile/google-reviews: showing them needs a place first. */
    async setEnabled(
      viewer: AccessClaims | null,
      vanityName: string | undefined,
      googleReviewsEnabled: boolean,
    ): Promise<GoogleSettingsResponse> {
      const provider = await managedProvider(viewer, vanityName);
      if (googleReviewsEnabled && !provider.placeId) {
        throw new AppError('badRequest', messages.placeRequired, { placeID: messages.placeRequired });
      }
      return repository.updateSettings(provider.id, { googleReviewsEnabled });
    },

    /** PATCH provider/profile/place-id */
    async setPlaceId(
      viewer: AccessClaims | null,
      vanityName: string | undefined,
      placeId: string,
    ): Promise<GoogleSettingsResponse> {
      const provider = await managedProvider(viewer, vanityName);
      return repository.updateSettings(provider.id, { placeId });
    },

    /** GET network/places/search: for logged-in people only, so nobody spends the Google quota anonymously. */
    async search(viewer: AccessClaims | null, query: string): Promise<{ predictions: PlacePrediction[] }> {
      if (!viewer) throw new AppError('unauthorized', authMessages.notLoggedIn);
      try {
        return { predictions: await places.search(query) };
      } catch (error) {
        deps.log?.error({ err: error }, 'place search failed');
        throw new AppError('serviceUnavailable', messages.detailsFailed);
      }
    },

    /** GET network/places/{placeId} */
    async details(placeId: string): Promise<GooglePlace> {
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
