import { describe, expect, it } from 'vitest';
import { defaultPhotoTitle, photoTitleOf, UNTITLED_PHOTO } from './photo-titles.rules';

describe('defaultPhotoTitle', () => {
  it('turns a friendly name into words without its numbering', () => {
    expect(defaultPhotoTitle('kitchen-deep-clean-2')).toBe('Kitchen deep clean');
    expect(defaultPhotoTitle('bathroom-scrub')).toBe('Bathroom scrub');
    expect(defaultPhotoTitle('2024-06-01-new-roof-03')).toBe('New roof');
  });

  it('reads file names as uploaded, extension and separators included', () => {
    expect(defaultPhotoTitle('Back_Yard Patio.JPG')).toBe('Back yard patio');
    expect(defaultPhotoTitle('water.heater.swap.webp')).toBe('Water heater swap');
  });

  it("calls a camera's numbered file just a photo", () => {
    expect(defaultPhotoTitle('IMG_4032.jpg')).toBe(UNTITLED_PHOTO);
    expect(defaultPhotoTitle('dsc04032')).toBe(UNTITLED_PHOTO);
    expect(defaultPhotoTitle('PXL_20240601_101500123')).toBe(UNTITLED_PHOTO);
    expect(defaultPhotoTitle('img-4032-deck')).toBe('Deck');
  });
});

describe('photoTitleOf', () => {
  it("prefers the owner's title", () => {
    expect(photoTitleOf({ title: 'Our crew on the Smith roof', friendlyImageName: 'roof-1' })).toBe(
      'Our crew on the Smith roof',
    );
    expect(photoTitleOf({ title: null, friendlyImageName: 'roof-1' })).toBe('Roof');
  });
});
