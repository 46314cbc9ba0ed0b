import { describe, expect, it } from 'vitest';
import { thumbnailKey } from './media-keys.rules';

describe('thumbnailKey', () => {
  it('puts the size before the extension', () => {
    expect(thumbnailKey('providers/p1/photo-ab12.webp', 150)).toBe('providers/p1/photo-ab12-150.webp');
  });
  it('appends the size to a key without extension', () => {
    expect(thumbnailKey('providers/p1/photo', 295)).toBe('providers/p1/photo-295');
  });
});
