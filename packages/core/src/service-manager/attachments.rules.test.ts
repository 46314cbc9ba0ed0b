import { describe, expect, it } from 'vitest';
import { attachmentName, formatFileSize, thumbnailFileName } from './attachments.rules';

describe('attachmentName', () => {
  it('keeps a name whose extension says what the file is, in any case', () => {
    expect(attachmentName('quote.pdf', 'application/pdf')).toBe('quote.pdf');
    expect(attachmentName('Kitchen.JPEG', 'image/jpeg')).toBe('Kitchen.JPEG');
    expect(attachmentName('roof.jpg', 'image/jpeg')).toBe('roof.jpg');
  });

  it('adds the real extension to a name without one, or with another', () => {
    expect(attachmentName('scan', 'application/pdf')).toBe('scan.pdf');
    expect(attachmentName('photo.png', 'image/jpeg')).toBe('photo.png.jpg');
    expect(attachmentName('archive.tar.', 'image/webp')).toBe('archive.tar..webp');
  });

  it('stays within 255 characters', () => {
    const named = attachmentName('a'.repeat(255), 'image/png');
    expect(named).toHaveLength(255);
    expect(named.endsWith('.png')).toBe(true);
  });
});

describe('thumbnailFileName', () => {
  it('names the 125 px WebP after the file', () => {
    expect(thumbnailFileName('kitchen.jpg')).toBe('kitchen-125.webp');
    expect(thumbnailFileName('scan')).toBe('scan-125.webp');
    expect(thumbnailFileName('.png')).toBe('thumbnail-125.webp');
  });
});

describe('formatFileSize', () => {
  it('reads as bytes, KB or MB', () => {
    expect([formatFileSize(820), formatFileSize(14_336), formatFileSize(2_516_582)]).toEqual([
      '820 bytes',
      '14 KB',
      '2.4 MB',
    ]);
  });
});
