import { describe, expect, it } from 'vitest';
import { companyMessages, replyMessages, reviewMessages } from './review-writing.messages';
import {
  createReviewRequestSchema,
  newCompanyReviewRequestSchema,
  replyRequestSchema,
  reviewRequestSchema,
} from './review-writing.schemas';

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('reviewRequestSchema', () => {
  it.each([undefined, 0, 6, 2.5, '4'])('asks for a star rating when it is %s', (rating) => {
    expect(messagesOf(reviewRequestSchema.safeParse({ rating }))).toEqual({
      rating: reviewMessages.ratingRequired,
    });
  });

  it('below 3 stars wants the text and, for everyone, a headline', () => {
    expect(messagesOf(reviewRequestSchema.safeParse({ rating: 2, visibility: 'p', review: ' ' }))).toEqual({
      review: reviewMessages.reviewRequired,
      headline: reviewMessages.headlineRequired,
    });
    expect(messagesOf(reviewRequestSchema.safeParse({ rating: 1, visibility: 'f' }))).toEqual({
      review: reviewMessages.reviewRequired,
    });
    expect(reviewRequestSchema.safeParse({ rating: 3 }).success).toBe(true);
  });

  it('limits the headline to 75 and the review to 1,000 characters', () => {
    expect(
      messagesOf(
        reviewRequestSchema.safeParse({ rating: 5, headline: 'h'.repeat(76), review: 'r'.repeat(1001) }),
      ),
    ).toEqual({ headline: reviewMessages.headlineTooLong, review: reviewMessages.reviewTooLong });
    expect(
      reviewRequestSchema.safeParse({ rating: 5, headline: 'h'.repeat(75), review: 'r'.repeat(1000) })
        .success,
    ).toBe(true);
  });

  it('trims texts, stores blanks as null and keeps only the attributes of the rating', () => {
    expect(
      reviewRequestSchema.parse({
        rating: 4,
        attributes: [2, 7, 6, 7],
        headline: '  Great  ',
        review: '   ',
      }),
    ).toEqual({ rating: 4, attributes: [6, 7], headline: 'Great', review: null, visibility: 'p' });
    expect(reviewRequestSchema.parse({ rating: 3, attributes: [1, 6] }).attributes).toEqual([]);
    expect(
      reviewRequestSchema.parse({ rating: 1, attributes: [1, 6], review: 'Bad', headline: 'Bad' }).attributes,
    ).toEqual([1]);
  });

  it('refuses unknown codes', () => {
    expect(messagesOf(reviewRequestSchema.safeParse({ rating: 5, attributes: [11] }))).toEqual({
      'attributes.0': reviewMessages.attributeInvalid,
    });
    expect(messagesOf(reviewRequestSchema.safeParse({ rating: 5, relationship: 'x' }))).toEqual({
      relationship: reviewMessages.relationshipInvalid,
    });
    expect(messagesOf(reviewRequestSchema.safeParse({ rating: 5, visibility: 'x' }))).toEqual({
      visibility: reviewMessages.visibilityInvalid,
    });
  });

  it('asks a user without a public name for both names, with the spec 1 §5 messages', () => {
    const schema = createReviewRequestSchema({ requireName: true });
    expect(messagesOf(schema.safeParse({ rating: 5 }))).toEqual({
      firstName: 'A first name is required',
      lastName: 'A last name is required',
    });
    expect(messagesOf(schema.safeParse({ rating: 5, firstName: 'A', lastName: 'B' }))).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Please use your full last name',
    });
    expect(schema.parse({ rating: 5, firstName: ' Ada ', lastName: 'Lovelace' })).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });
});

describe('newCompanyReviewRequestSchema', () => {
  const company = { name: 'Acme Roofing', city: 'Austin', stateCode: 'tx', zipCode: '78701' };

  it('keeps phone digits only and upper-cases the state', () => {
    const parsed = newCompanyReviewRequestSchema.parse({
      rating: 5,
      ...company,
      phoneNumber: '(512) 555-0100',
    });
    expect(parsed).toMatchObject({
      stateCode: 'TX',
      countryCode: 'US',
      phoneNumber: '5125550100',
      website: null,
    });
  });

  it('checks every company field with its message', () => {
    expect(
      messagesOf(
        newCompanyReviewRequestSchema.safeParse({
          rating: 5,
          name: 'Ab',
          city: '',
          stateCode: '',
          zipCode: '123',
          countryCode: 'CA',
          phoneNumber: '555',
          website: 'acme.com',
        }),
      ),
    ).toEqual({
      name: companyMessages.nameLength,
      city: companyMessages.cityRequired,
      stateCode: companyMessages.stateRequired,
      zipCode: companyMessages.zipInvalid,
      countryCode: companyMessages.countryUnsupported,
      phoneNumber: companyMessages.phoneInvalid,
      website: companyMessages.websiteInvalid,
    });
    expect(messagesOf(newCompanyReviewRequestSchema.safeParse({ rating: 5 }))).toMatchObject({
      name: companyMessages.nameRequired,
      zipCode: companyMessages.zipRequired,
    });
  });
});

describe('replyRequestSchema', () => {
  it('is trimmed, 1 to 1,000 characters', () => {
    expect(replyRequestSchema.parse({ reply: '  Thanks!  ' })).toEqual({ reply: 'Thanks!' });
    expect(messagesOf(replyRequestSchema.safeParse({ reply: '   ' }))).toEqual({
      reply: replyMessages.required,
    });
    expect(messagesOf(replyRequestSchema.safeParse({}))).toEqual({ reply: replyMessages.required });
    expect(messagesOf(replyRequestSchema.safeParse({ reply: 'x'.repeat(1001) }))).toEqual({
      reply: replyMessages.tooLong,
    });
    expect(replyRequestSchema.safeParse({ reply: ` ${'x'.repeat(1000)} ` }).success).toBe(true);
  });
});
