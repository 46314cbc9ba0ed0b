import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES } from '../service-manager/service-manager.constants';
import { reviewMessages } from './review-writing.messages';
import { AUTO_RATING } from './verified-ratings.constants';
import { isRateableInvoice, showsInvoiceRating } from './verified-ratings.rules';
import { autoRatingRequestSchema, invoiceRatingRequestSchema } from './verified-ratings.schemas';

const messagesOf = (input: object) => {
  const parsed = invoiceRatingRequestSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
};

describe('a payment rates its invoice', () => {
  it('5 stars (spec 3 §9)', () => {
    expect(AUTO_RATING).toBe(5);
  });

  it('only once something was paid: Paid or Partial', () => {
    const rateable = INVOICE_STATUSES.filter(isRateableInvoice);
    expect(rateable).toEqual(['Partial', 'Paid']);
  });

  it('the hub looks for the rating on Paid, Partial and Processing invoices', () => {
    expect(INVOICE_STATUSES.filter(showsInvoiceRating)).toEqual(['Partial', 'Paid', 'Processing']);
  });

  it('names an invoice by its number', () => {
    expect(autoRatingRequestSchema.parse({ artifactType: 'invoice', artifactNumber: '12' })).toEqual({
      artifactType: 'invoice',
      artifactNumber: 12,
    });
    expect(autoRatingRequestSchema.safeParse({ artifactType: 'estimate', artifactNumber: 1 }).success).toBe(
      false,
    );
  });
});

describe('editing the rating follows the rules of every review (spec 3 §5)', () => {
  it('under 3 stars needs a headline and the text', () => {
    expect(messagesOf({ rating: 2 })).toEqual({
      review: reviewMessages.reviewRequired,
      headline: reviewMessages.headlineRequired,
    });
    expect(messagesOf({ rating: 2, headline: 'Late', review: 'They came a day late.' })).toEqual({});
  });

  it('3 stars and up need neither', () => {
    expect(messagesOf({ rating: 3 })).toEqual({});
    expect(messagesOf({ rating: 0 })).toEqual({ rating: reviewMessages.ratingRequired });
  });

  it('keeps only the reasons of the rating: positive above 3, negative below, none at 3', () => {
    const parse = (rating: number, attributes: number[]) =>
      invoiceRatingRequestSchema.parse({ rating, attributes, headline: 'h', review: 'r' }).attributes;
    expect(parse(5, [1, 7, 6])).toEqual([6, 7]);
    expect(parse(1, [1, 7])).toEqual([1]);
    expect(parse(3, [1, 7])).toEqual([]);
  });

  it('limits the headline to 75 and the text to 1,000 characters', () => {
    expect(messagesOf({ rating: 5, headline: 'x'.repeat(76), review: 'x'.repeat(1001) })).toEqual({
      headline: reviewMessages.headlineTooLong,
      review: reviewMessages.reviewTooLong,
    });
  });
});
