import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Files a hostile client uploads: pictures with something else hidden in them, pictures that lie about
 * their size, and documents that are pages in disguise. Each payload, were it ever run by a browser,
 * would set `window.__xss`; a stored file that still holds PAYLOAD_MARKER kept the payload.
 */

export const PAYLOAD_MARKER = 'window.__xss';
export const HTML_PAYLOAD = `<html><body><script>${PAYLOAD_MARKER}='stored'</script><img src=x onerror="${PAYLOAD_MARKER}='img'"></body></html>`;
export const JS_PAYLOAD = `${PAYLOAD_MARKER}='script';alert(document.domain)`;
export const SVG_WITH_SCRIPT = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><script>${PAYLOAD_MARKER}='svg'</script><rect width="160" height="120" fill="#c33"/></svg>`;
export const SVG_WITH_ONLOAD = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" onload="${PAYLOAD_MARKER}='onload'"><rect width="160" height="120"/></svg>`;

/** A plain picture to start from (160 x 120: above the banner crop's 100 x 25 minimum). */
export const solidPicture = (format: 'png' | 'jpeg' | 'gif', width = 160, height = 120) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7ca5' } })
    .toFormat(format)
    .toBuffer();

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData), 0);
  return Buffer.concat([length, typeAndData, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  return pngChunk('IHDR', header);
}

/**
 * A valid 1-bit PNG of `edge` x `edge` black pixels: a few tens of KB on the wire, 400 megapixels once
 * decoded. Written by hand (rows of zeros deflated) so making it costs the test ~50 MB for a moment.
 */
export function decompressionBomb(edge = 20_000): Buffer {
  const rows = Buffer.alloc(edge * (1 + Math.ceil(edge / 8))); // each row: filter byte 0, then its bits
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(edge, edge),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose header claims `edge` x `edge` pixels over one row of data: the size alone must refuse it. */
export function hugeDimensionsPng(edge = 30_000): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(edge, edge),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + Math.ceil(edge / 8)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The PNG with a tEXt chunk holding `text`, just before its IEND (the last 12 bytes). */
export function pngWithText(png: Buffer, text: string): Buffer {
  const end = png.length - 12;
  return Buffer.concat([
    png.subarray(0, end),
    pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')),
    png.subarray(end),
  ]);
}

/** The JPEG with a comment segment (COM, 0xFFFE) holding `text` right after its start marker. */
export function jpegWithComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(4);
  segment.set([0xff, 0xfe], 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}

/** The GIF with a comment extension holding `text` just before its trailer. */
export function gifWithComment(gif: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const blocks: Buffer[] = [];
  for (let start = 0; start < body.length; start += 255) {
    const block = body.subarray(start, start + 255);
    blocks.push(Buffer.from([block.length]), block);
  }
  const trailer = gif.length - 1;
  return Buffer.concat([
    gif.subarray(0, trailer),
    Buffer.from([0x21, 0xfe]),
    ...blocks,
    Buffer.from([0x00]),
    gif.subarray(trailer),
  ]);
}

/** A PDF as readers take it (header, %%EOF) whose body is an HTML page with a script. */
export const PDF_WITH_HTML = Buffer.from(
  `%PDF-1.4\n${HTML_PAYLOAD}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
);

/** The first half of the bytes: an upload cut off. */
export const firstHalf = (data: Buffer) => data.subarray(0, Math.floor(data.length / 2));

/** The MP4 with a top-level 'free' box (which players skip) holding `text`: boxes still tile the file. */
export function mp4WithFreeBox(mp4: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write('free', 4, 'latin1');
  return Buffer.concat([mp4, header, body]);
}
