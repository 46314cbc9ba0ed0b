import { distanceToMeters, formatRating } from '@porchlight/core/provider/provider.rules';
import type { ProfileListResponse, ProfileListSearchRequest } from '@porchlight/core/search/search.schemas';
import type { MediaUrls } from '../../plugins/storage';
import type { createSearchRepository } from './search.repository';

export function createSearchService(repository: ReturnType<typeof createSearchRepository>, media: MediaUrls) {
  return {
    async listProfiles(request: ProfileListSearchRequest, viewerId?: string): Promise<ProfileListResponse> {
      const hasLocation =
        request.latitude !== undefined && request.longitude !== undefined && request.distance;
      const { rows, totalRecords } = await repository.listPublishedProfiles({
        first: request.first,
        rows: request.rows,
        spotlightOnly: request.spotlight === true,
        near: hasLocation
          ? {
              latitude: request.latitude!,
              longitude: request.longitude!,
              meters: distanceToMeters(request.distance!, request.distanceType),
            }
          : undefined,
        viewerId,
      });
      return {
        totalRecords,
        profiles: rows.map((row) => ({
          name: row.name,
          vanityName: row.vanityName,
          aboutMetadata: row.aboutMetadata,
          profilePic: row.profilePic ? media.publicUrl(row.profilePic) : null,
          profilePicBackgroundColor: row.profilePicBackgroundColor,
          profilePicFit: row.profilePicFit,
          location: { city: row.city, stateCode: row.stateCode, zipCode: row.zipCode },
          rating: formatRating(row.ratingTotal, row.reviewCount),
          reviewCount: row.reviewCount,
          friendReviews: row.friendReviews,
          phoneNumber: row.phoneNumber,
          email: row.email,
        })),
      };
    },
  };
}
