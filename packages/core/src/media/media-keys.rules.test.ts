import { describe, expect, it } from 'vitest';
import {
  isPublicMediaKey,
  isValidMediaKey,
  PRIVATE_MEDIA_PREFIXES,
  PUBLIC_MEDIA_PREFIXES,
  thumbnailKey,
} from './media-keys.rules';

describe('thumbnailKey', () => {
  it('puts the size before the extension', () => {
    expect(thumbnailKey('providers/p1/photo-ab12.webp', 150)).toBe('providers/p1/photo-ab12-150.webp');
  });
  it('appends the size to a key without extension', () => {
    expect(thumbnailKey('providers/p1/photo', 295)).toBe('providers/p1/photo-295');
  });
});

describe('isValidMediaKey', () => {
  it('accepts the keys the app writes', () => {
    for (const key of [
      'providers/3f2a/photos/ab12.webp',
      'providers/3f2a/photos/ab12-150.webp',
      'requests/3f2a/7/0b9c.webp',
      'defaults/banners/cleaning.webp',
      'demo/bright-nest/photos/kitchen-after.webp',
    ])
      expect(isValidMediaKey(key), key).toBe(true);
  });
  it('refuses keys that could leave the media folder or the bucket prefix', () => {
    for (const key of [
      '',
      '/etc/passwd',
      '../secret',
      'providers/../../secret',
      'providers/..',
      'a/./b',
      'a//b',
      'a/',
      'a\\..\\b',
      'C:/Windows',
      'a\u0000b.webp',
      'a\nb',
      'x'.repeat(1025),
    ])
      expect(isValidMediaKey(key), JSON.stringify(key)).toBe(false);
  });
});

describe('isPublicMediaKey', () => {
  it('is true for profile media and the default banners', () => {
    for (const key of [
      'providers/3f2a/photos/ab12.webp',
      'providers/3f2a/photos/ab12-150.webp',
      'providers/3f2a/banner-x1.webp',
      'providers/bright-nest/photos/tour-1.mp4',
      'defaults/banners/cleaning.webp',
    ])
      expect(isPublicMediaKey(key), key).toBe(true);
  });
  it('is false for estimate, invoice and request files, unknown prefixes and invalid keys', () => {
    for (const key of [
      'documents/3f2a/0b9c.pdf',
      'documents/3f2a/0b9c-125.webp',
      'requests/3f2a/7/0b9c.webp',
      'requests/3f2a/7/0b9c-150.webp',
      'Documents/3f2a/0b9c.pdf',
      'demo/bright-nest/photos/kitchen-after.webp',
      'providers',
      'providers/../documents/3f2a/0b9c.pdf',
      'providers//documents/3f2a/0b9c.pdf',
      '/providers/3f2a/photos/ab12.webp',
      '',
    ])
      expect(isPublicMediaKey(key), key).toBe(false);
  });
  it('keeps the public and private prefixes apart', () => {
    for (const open of PUBLIC_MEDIA_PREFIXES)
      for (const closed of PRIVATE_MEDIA_PREFIXES) {
        expect(open.startsWith(closed) || closed.startsWith(open), `${open} ${closed}`).toBe(false);
      }
  });
});
