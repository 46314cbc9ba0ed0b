import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_NAME_MAX_LENGTH,
  ATTACHMENT_THUMBNAIL_SIZE,
  type AttachmentContentType,
} from './service-manager.constants';

/**
 * The name a file is kept and downloaded under: the name it was sent with, plus the extension of what
 * its bytes really are when its own says otherwise ('scan' holding a PDF → 'scan.pdf', 'photo.png'
 * holding a JPEG → 'photo.png.jpg'), so the client's computer opens it with the right program.
 */
export function attachmentName(sentName: string, contentType: AttachmentContentType): string {
  const extensions: readonly string[] = ATTACHMENT_EXTENSIONS[contentType];
  const own = /\.([^.]+)$/.exec(sentName)?.[1]?.toLowerCase();
  if (own && extensions.includes(own)) return sentName;
  const [preferred] = ATTACHMENT_EXTENSIONS[contentType];
  const suffix = `.${preferred}`;
  return `${sentName.slice(0, ATTACHMENT_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
}

/** The name a picture's thumbnail is served under: 'kitchen.jpg' → 'kitchen-125.webp'. */
export function thumbnailFileName(name: string): string {
  const stem = name.replace(/\.[^.]*$/, '') || 'thumbnail';
  return `${stem}-${ATTACHMENT_THUMBNAIL_SIZE}.webp`;
}

/** A file's size as people read it: '820 bytes', '14 KB', '2.4 MB' (a KB is 1,024 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
