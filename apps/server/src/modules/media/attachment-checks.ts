import {
  ATTACHMENT_THUMBNAIL_SIZE,
  type AttachmentContentType,
} from '@porchlight/core/service-manager/service-manager.constants';
import { makeThumbnail, reencodeInOwnFormat } from './media-checks';

/** A file fit to attach to an estimate or invoice: the bytes to keep, what they are, a picture's thumbnail. */
export interface CheckedAttachment {
  data: Buffer;
  contentType: AttachmentContentType;
  /** The 125 px WebP thumbnail of a picture; null for a PDF. */
  thumbnail: Buffer | null;
}

const PDF_HEADER = Buffer.from('%PDF-');
const PDF_END = Buffer.from('%%EOF');
/** A PDF's end marker sits in its last bytes (writers may add a newline or a little padding after it). */
const PDF_TAIL_BYTES = 1024;

/** A PDF as every reader finds it: the header at byte 0 and an end-of-file marker at the end. */
export function looksLikePdf(data: Buffer): boolean {
  return (
    data.subarray(0, PDF_HEADER.length).equals(PDF_HEADER) && data.subarray(-PDF_TAIL_BYTES).includes(PDF_END)
  );
}

/**
 * Judges the bytes, never the name or the declared type: a PDF is kept as sent (it is only ever
 * served as a download); a JPEG, PNG or WebP picture is decoded and re-encoded in its own format
 * without its metadata (EXIF, GPS), with a 125 px thumbnail. Anything else is null.
 */
export async function checkAttachment(data: Buffer): Promise<CheckedAttachment | null> {
  if (looksLikePdf(data)) return { data, contentType: 'application/pdf', thumbnail: null };
  const checked = await reencodeInOwnFormat(data, 'attachment');
  if (checked.kind !== 'image') return null;
  const { image } = checked;
  return {
    data: image.data,
    contentType: image.contentType,
    thumbnail: await makeThumbnail(image.data, ATTACHMENT_THUMBNAIL_SIZE),
  };
}
