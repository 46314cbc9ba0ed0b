import { thumbnailKey } from '@porchlight/core/media/media-keys.rules';
import { photoTitleOf } from '@porchlight/core/media/photo-titles.rules';
import type { Photo } from '@porchlight/core/providers/profile.schemas';
import type { MediaUrls } from '../../adapters/storage/media-storage';

/** What a gallery item is made of in the database. */
export interface PhotoFields {
  friendlyImageName: string;
  title: string | null;
  storageKey: string;
  isVideo: boolean;
  /** Tagged to an offer; lists that do not know say true. */
  onService?: boolean;
}

/** A photo as the pages show it: the addresses of its files and its caption. */
export function photoView(media: MediaUrls, row: PhotoFields): Photo {
  const isVideo = row.isVideo || /\.mp4$/i.test(row.storageKey);
  return {
    publicPath: media.publicUrl(row.storageKey),
    friendlyImageName: row.friendlyImageName,
    title: photoTitleOf(row),
    onService: row.onService ?? true,
    thumbnailPath: isVideo ? null : media.publicUrl(thumbnailKey(row.storageKey, 150)),
    tilePath: isVideo ? null : media.publicUrl(thumbnailKey(row.storageKey, 295)),
  };
}
