import { availableParallelism } from 'node:os';
import {
  PHOTO_THUMBNAIL_SIZES,
  PICTURE_MAX_MEGAPIXELS,
} from '@porchlight/core/media/profile-editing.constants';
import { createFile, type ISOFile, MP4BoxBuffer, type Track } from 'mp4box';
import sharp, { type Metadata } from 'sharp';
import { createConcurrencyLimit } from '../platform/concurrency-limit';

/**
 * Uploaded files are judged by their bytes, never by their names or declared types: images are
 * decoded by sharp and re-encoded to WebP (auto-rotated, metadata such as EXIF dropped); videos are
 * parsed as MP4 and must hold a video track.
 */

/** Formats sharp decodes that we take as uploads (SVG is refused: it is a document, not a picture). */
const ACCEPTED_IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/**
 * Larger pictures are scaled down to fit this box; nobody views more than this on a profile. A file
 * attached to an estimate or invoice may be a scanned page, which wants more.
 */
const MAX_EDGE = { banner: 2560, logo: 1024, photo: 2400, attachment: 4096 } as const;
/**
 * Pictures of more pixels are refused before decoding (messages.pictureTooLarge says 40 megapixels):
 * ample for a 2560-wide banner or a 2400-wide gallery photo, and a decoded 40 MP picture is ~160 MB.
 */
const PICTURE_MAX_PIXELS = PICTURE_MAX_MEGAPIXELS * 1_000_000;
/** Decodes running at once per process: four large uploads together wait instead of doubling memory. */
const IMAGE_DECODES_AT_ONCE = 2;

// Every upload is decoded once: libvips' operation cache would only hold memory.
sharp.cache(false);
// Threads per decode, so the decodes allowed at once share the cores instead of each taking all of them.
sharp.concurrency(Math.max(1, Math.floor(availableParallelism() / IMAGE_DECODES_AT_ONCE)));
const decodeSlot = createConcurrencyLimit(IMAGE_DECODES_AT_ONCE);

export type ImagePurpose = keyof typeof MAX_EDGE;

/** What a picture is re-encoded to: WebP, or (attachments, whose file type the client sees) its own format. */
const OUTPUT_FORMATS = {
  webp: { contentType: 'image/webp', options: { quality: 82, effort: 4 } },
  jpeg: { contentType: 'image/jpeg', options: { quality: 85, mozjpeg: true } },
  png: { contentType: 'image/png', options: {} },
} as const;
type OutputFormat = keyof typeof OUTPUT_FORMATS;
const isOutputFormat = (format: string): format is OutputFormat => format in OUTPUT_FORMATS;

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
  /** Size of the picture as sent, upright (before any scaling down). */
  sourceWidth: number;
  sourceHeight: number;
  contentType: (typeof OUTPUT_FORMATS)[OutputFormat]['contentType'];
}

/** What became of the bytes: a re-encoded picture, or why there is none. */
export type ImageCheck =
  | { kind: 'image'; image: EncodedImage }
  | { kind: 'not-an-image' }
  /** A decompression bomb, or simply a picture larger than PICTURE_MAX_PIXELS. */
  | { kind: 'too-many-pixels' };

/** Webp settings shared with the seeded images (packages/db/src/seed/images.ts). */
const webp = OUTPUT_FORMATS.webp.options;

const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

async function encode(
  data: Buffer,
  purpose: ImagePurpose,
  metadata: Metadata,
  format: OutputFormat,
): Promise<EncodedImage> {
  const edge = MAX_EDGE[purpose];
  const { data: out, info } = await sharp(data, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
    .toFormat(format, OUTPUT_FORMATS[format].options)
    .toBuffer({ resolveWithObject: true });
  // EXIF orientations 5 to 8 turn the picture a quarter: width and height swap once upright.
  const turned = (metadata.orientation ?? 1) >= 5;
  return {
    data: out,
    width: info.width,
    height: info.height,
    sourceWidth: (turned ? metadata.height : metadata.width) ?? info.width,
    sourceHeight: (turned ? metadata.width : metadata.height) ?? info.height,
    contentType: OUTPUT_FORMATS[format].contentType,
  };
}

/**
 * Decodes the bytes as an image and re-encodes them as WebP (auto-rotated, EXIF and other metadata
 * stripped, scaled down to the purpose's box). The size is read from the header first, so a
 * decompression bomb is refused without being decoded; decoding itself waits for a free slot.
 */
export async function reencodeImage(
  data: Buffer,
  purpose: ImagePurpose,
  /** Narrower than the default for uploads whose spec names the formats (pricing photos). */
  formats: ReadonlySet<string> = ACCEPTED_IMAGE_FORMATS,
): Promise<ImageCheck> {
  return checkAndEncode(data, formats, (metadata) => encode(data, purpose, metadata, 'webp'));
}

/**
 * As reencodeImage, but a JPEG stays a JPEG, a PNG a PNG and a WebP a WebP (metadata stripped all the
 * same): a file attached to a document keeps the type its name says. Other formats are refused.
 */
export async function reencodeInOwnFormat(data: Buffer, purpose: ImagePurpose): Promise<ImageCheck> {
  return checkAndEncode(data, new Set(Object.keys(OUTPUT_FORMATS)), (metadata) =>
    metadata.format && isOutputFormat(metadata.format)
      ? encode(data, purpose, metadata, metadata.format)
      : Promise.reject(new Error(`Unexpected format ${metadata.format}`)),
  );
}

async function checkAndEncode(
  data: Buffer,
  formats: ReadonlySet<string>,
  encodeChecked: (metadata: Metadata) => Promise<EncodedImage>,
): Promise<ImageCheck> {
  try {
    const metadata = await sharp(data).metadata();
    if (!metadata.format || !formats.has(metadata.format)) return { kind: 'not-an-image' };
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > PICTURE_MAX_PIXELS)
      return { kind: 'too-many-pixels' };
    return { kind: 'image', image: await decodeSlot(() => encodeChecked(metadata)) };
  } catch (error) {
    return isPixelLimitError(error) ? { kind: 'too-many-pixels' } : { kind: 'not-an-image' };
  }
}

/**
 * Square thumbnails of a re-encoded photo, keyed by edge length (125, 150, 295), as the seed makes them;
 * one after the other in one decode slot, so a photo's thumbnails count as one decode.
 */
export async function makeThumbnails(image: Buffer): Promise<Map<number, Buffer>> {
  return decodeSlot(async () => {
    const thumbnails = new Map<number, Buffer>();
    for (const size of PHOTO_THUMBNAIL_SIZES) thumbnails.set(size, await squareThumbnail(image, size));
    return thumbnails;
  });
}

/** One square WebP thumbnail of a re-encoded picture (an attachment's 125 px one). */
export async function makeThumbnail(image: Buffer, size: number): Promise<Buffer> {
  return decodeSlot(() => squareThumbnail(image, size));
}

function squareThumbnail(image: Buffer, size: number): Promise<Buffer> {
  return sharp(image, { limitInputPixels: PICTURE_MAX_PIXELS })
    .resize(size, size, { fit: 'cover' })
    .webp(webp)
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------
// MP4 (ISO base media file format, ISO/IEC 14496-12)

interface TopLevelBox {
  type: string;
  start: number;
  headerSize: number;
  size: number;
}

/** Box types are four printable ASCII characters ('ftyp', 'moov', 'url '). */
const BOX_TYPE = /^[\x20-\x7e]{4}$/;
/** Sample entries of the video codecs a browser can play from an .mp4. */
const VIDEO_CODECS = new Set(['avc1', 'avc3', 'hvc1', 'hev1', 'av01', 'vp08', 'vp09', 'mp4v']);

/** The box starting at `start`, or null when its header or size does not fit in the file. */
function boxAt(data: Buffer, start: number): TopLevelBox | null {
  if (data.length - start < 8) return null;
  const type = data.toString('latin1', start + 4, start + 8);
  if (!BOX_TYPE.test(type)) return null;
  const size32 = data.readUInt32BE(start);
  if (size32 === 0) return { type, start, headerSize: 8, size: data.length - start }; // runs to the end
  if (size32 !== 1)
    return size32 >= 8 && start + size32 <= data.length ? { type, start, headerSize: 8, size: size32 } : null;
  if (data.length - start < 16) return null;
  const size64 = data.readBigUInt64BE(start + 8);
  if (size64 < 16n || size64 > BigInt(data.length - start)) return null;
  return { type, start, headerSize: 16, size: Number(size64) };
}

/** The top-level boxes when they tile the file exactly (no overrun, no stray bytes); null otherwise. */
function topLevelBoxes(data: Buffer): TopLevelBox[] | null {
  const boxes: TopLevelBox[] = [];
  for (let start = 0; start < data.length; ) {
    const box = boxAt(data, start);
    if (!box) return null;
    boxes.push(box);
    start += box.size;
  }
  return boxes;
}

/** The file as mp4box reads it from the ftyp and moov boxes alone (the media data is not needed). */
function readMovieHeader(data: Buffer, ftyp: TopLevelBox, moov: TopLevelBox): ISOFile | null {
  const header = new Uint8Array(ftyp.size + moov.size);
  header.set(data.subarray(ftyp.start, ftyp.start + ftyp.size));
  header.set(data.subarray(moov.start, moov.start + moov.size), ftyp.size);
  const file = createFile();
  let ready = false;
  let failed = false;
  file.onReady = () => {
    ready = true;
  };
  file.onError = () => {
    failed = true;
  };
  try {
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(header.buffer, 0), true);
    file.flush();
  } catch {
    return null;
  }
  return ready && !failed ? file : null;
}

/** A track a player shows as video: a 'vide' handler, a known video codec and a picture size. */
function isPlayableVideoTrack(file: ISOFile, track: Track): boolean {
  const trak = file.moov.traks.find((candidate) => candidate.tkhd?.track_id === track.id);
  return (
    trak?.mdia?.hdlr?.handler === 'vide' &&
    VIDEO_CODECS.has(track.codec.split('.')[0] ?? '') &&
    (track.video?.width ?? 0) > 0 &&
    (track.video?.height ?? 0) > 0
  );
}

/**
 * True when the bytes are an MP4 video: top-level boxes that add up to the file, 'ftyp' first with an
 * MP4 brand (QuickTime 'qt  ' is not MP4), one 'moov' that mp4box parses into at least one video track
 * (handler, codec and size), and media data ('mdat'). A magic number alone proves nothing.
 */
export function isMp4Video(data: Buffer): boolean {
  const boxes = topLevelBoxes(data);
  const ftyp = boxes?.[0];
  if (!boxes || ftyp?.type !== 'ftyp' || ftyp.size < ftyp.headerSize + 8) return false;
  const majorBrand = data.toString('latin1', ftyp.start + ftyp.headerSize, ftyp.start + ftyp.headerSize + 4);
  if (majorBrand === 'qt  ') return false;
  const moovs = boxes.filter((box) => box.type === 'moov');
  const moov = moovs[0];
  if (moovs.length !== 1 || !moov || !boxes.some((box) => box.type === 'mdat')) return false;
  const file = readMovieHeader(data, ftyp, moov);
  return file?.getInfo().videoTracks.some((track) => isPlayableVideoTrack(file, track)) ?? false;
}

/** Decodes base64, with or without a data-URL prefix; null when it is not base64. */
export function decodeBase64Image(value: string): Buffer | null {
  const payload = value.replace(/^data:[^,]*;base64,/, '').replace(/\s/g, '');
  if (!payload || !/^[A-Za-z0-9+/]+={0,2}$/.test(payload)) return null;
  return Buffer.from(payload, 'base64');
}
