import { PHOTO_THUMBNAIL_SIZES } from '@porchlight/core/media/profile-editing.constants';
import sharp from 'sharp';

/**
 * Uploaded files are judged by their bytes, never by their names or declared types: images are
 * decoded by sharp and re-encoded to WebP (auto-rotated, metadata such as EXIF dropped); videos must
 * carry an MP4 'ftyp' box.
 */

/** Formats sharp decodes that we take as uploads (SVG is refused: it is a document, not a picture). */
const ACCEPTED_IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Larger pictures are scaled down to fit this box; nobody views more than this on a profile. */
const MAX_EDGE = { banner: 2560, logo: 1024, photo: 2400 } as const;
/** Refuse decompression bombs before decoding (about 100 megapixels). */
const LIMIT_INPUT_PIXELS = 100_000_000;

export type ImagePurpose = keyof typeof MAX_EDGE;

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
  /** Size of the picture as sent, upright (before any scaling down). */
  sourceWidth: number;
  sourceHeight: number;
  contentType: 'image/webp';
}

/** Webp settings shared with the seeded images (packages/db/src/seed/images.ts). */
const webp = { quality: 82, effort: 4 } as const;

/**
 * Decodes the bytes as an image and re-encodes them as WebP (auto-rotated, EXIF and other metadata
 * stripped, scaled down to the purpose's box). Null when the bytes are not an accepted image.
 */
export async function reencodeImage(data: Buffer, purpose: ImagePurpose): Promise<EncodedImage | null> {
  try {
    const metadata = await sharp(data, { limitInputPixels: LIMIT_INPUT_PIXELS }).metadata();
    if (!metadata.format || !ACCEPTED_IMAGE_FORMATS.has(metadata.format)) return null;
    const edge = MAX_EDGE[purpose];
    const { data: out, info } = await sharp(data, { limitInputPixels: LIMIT_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
      .webp(webp)
      .toBuffer({ resolveWithObject: true });
    // EXIF orientations 5 to 8 turn the picture a quarter: width and height swap once upright.
    const turned = (metadata.orientation ?? 1) >= 5;
    const sourceWidth = (turned ? metadata.height : metadata.width) ?? info.width;
    const sourceHeight = (turned ? metadata.width : metadata.height) ?? info.height;
    return {
      data: out,
      width: info.width,
      height: info.height,
      sourceWidth,
      sourceHeight,
      contentType: 'image/webp',
    };
  } catch {
    return null;
  }
}

/** Square thumbnails of a re-encoded photo, keyed by edge length (125, 150, 295), as the seed makes them. */
export async function makeThumbnails(image: Buffer): Promise<Map<number, Buffer>> {
  const thumbnails = await Promise.all(
    PHOTO_THUMBNAIL_SIZES.map((size) =>
      sharp(image).resize(size, size, { fit: 'cover' }).webp(webp).toBuffer(),
    ),
  );
  return new Map(PHOTO_THUMBNAIL_SIZES.map((size, i) => [size, thumbnails[i]!]));
}

/** MP4 (ISO base media) files start with a box whose type is 'ftyp'; QuickTime ('qt  ') is not MP4. */
export function isMp4(data: Buffer): boolean {
  if (data.length < 12) return false;
  if (data.toString('latin1', 4, 8) !== 'ftyp') return false;
  const size = data.readUInt32BE(0);
  const brand = data.toString('latin1', 8, 12);
  return size >= 8 && brand !== 'qt  ';
}

/** Decodes base64, with or without a data-URL prefix; null when it is not base64. */
export function decodeBase64Image(value: string): Buffer | null {
  const payload = value.replace(/^data:[^,]*;base64,/, '').replace(/\s/g, '');
  if (!payload || !/^[A-Za-z0-9+/]+={0,2}$/.test(payload)) return null;
  return Buffer.from(payload, 'base64');
}
