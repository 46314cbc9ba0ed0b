import { describe, expect, it } from 'vitest';
import { isValidMediaKey, thumbnailKey } from './media-keys.rules';

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
