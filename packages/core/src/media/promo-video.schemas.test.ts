import { describe, expect, it } from 'vitest';
import {
  deleteOfferPromoVideoRequestSchema,
  deletePromoVideoRequestSchema,
  offerPromoVideoRequestSchema,
  PROMO_VIDEO_PAGES,
  PROMO_VIDEO_PATH_FIELDS,
  promoVideoMessages,
  promoVideoRequestSchema,
} from './promo-video.schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('promo video requests', () => {
  it.each(PROMO_VIDEO_PAGES)('accepts the %s page', (page) => {
    expect(promoVideoRequestSchema.parse({ page, friendlyName: ' tour ' })).toEqual({
      page,
      friendlyName: 'tour',
    });
    expect(deletePromoVideoRequestSchema.parse({ page })).toEqual({ page });
  });

  it.each([
    [{ page: 'reviews' }, promoVideoMessages.chooseVideo],
    [{ page: 'reviews', friendlyName: '   ' }, promoVideoMessages.chooseVideo],
    [{ page: 'reviews', friendlyName: 42 }, promoVideoMessages.chooseVideo],
    [{ page: 'reviews', friendlyName: 'x'.repeat(201) }, promoVideoMessages.notInGallery],
    [{ page: 'gallery', friendlyName: 'tour' }, promoVideoMessages.choosePage],
    [{ friendlyName: 'tour' }, promoVideoMessages.choosePage],
  ])('refuses %j with its message', (body, message) => {
    expect(firstMessage(promoVideoRequestSchema.safeParse(body))).toBe(message);
  });

  it('refuses a delete without a known page', () => {
    expect(firstMessage(deletePromoVideoRequestSchema.safeParse({ page: 'photos' }))).toBe(
      promoVideoMessages.choosePage,
    );
  });

  it('names the profile field of every page', () => {
    expect(PROMO_VIDEO_PATH_FIELDS.reviews).toBe('reviewsPromoVideoPath');
    expect(Object.keys(PROMO_VIDEO_PATH_FIELDS)).toEqual([...PROMO_VIDEO_PAGES]);
  });
});

describe('offer promo video requests', () => {
  it('names the offer by number and the video by its gallery name', () => {
    expect(offerPromoVideoRequestSchema.parse({ offerNumber: 3, friendlyName: ' tour ' })).toEqual({
      offerNumber: 3,
      friendlyName: 'tour',
    });
    expect(deleteOfferPromoVideoRequestSchema.parse({ offerNumber: 3 })).toEqual({ offerNumber: 3 });
  });

  it.each([
    [{ offerNumber: 3 }, promoVideoMessages.chooseVideo],
    [{ offerNumber: 3, friendlyName: '  ' }, promoVideoMessages.chooseVideo],
    [{ friendlyName: 'tour' }, promoVideoMessages.chooseService],
    [{ offerNumber: 0, friendlyName: 'tour' }, promoVideoMessages.chooseService],
    [{ offerNumber: '3', friendlyName: 'tour' }, promoVideoMessages.chooseService],
  ])('refuses %j with its message', (body, message) => {
    expect(firstMessage(offerPromoVideoRequestSchema.safeParse(body))).toBe(message);
  });

  it('refuses a delete without an offer', () => {
    expect(firstMessage(deleteOfferPromoVideoRequestSchema.safeParse({}))).toBe(
      promoVideoMessages.chooseService,
    );
  });
});
