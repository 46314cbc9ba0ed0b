'use client';

import { Checkbox, Group, Input, Rating, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  HEADLINE_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  type ReviewVisibility,
} from '@porchlight/core/reviews/review-writing.constants';
import { characterCounter } from '@porchlight/core/reviews/review-writing.messages';
import {
  attributeCodesForRating,
  needsHeadline,
  needsReviewText,
} from '@porchlight/core/reviews/review-writing.rules';
import { REVIEW_ATTRIBUTES } from '@porchlight/core/reviews/reviews.constants';

/** What every review form rates (spec 1 §3, spec 3 §5). */
export interface RatingFormValues {
  rating: number;
  attributes: number[];
  headline: string;
  review: string;
}

/**
 * The stars, the reasons that follow them, the headline and the text with its counter: the Add Review
 * dialog's and the Client Hub's rating of an invoice. Below 3 stars the text is required, and the
 * headline too when everyone can read the review (spec 1 §5).
 */
export function RatingFields<Values extends RatingFormValues>({
  form,
  providerName,
  visibility,
}: {
  form: UseFormReturnType<Values>;
  providerName: string;
  visibility: ReviewVisibility;
}) {
  const { rating, attributes, review } = form.values;
  const attributeCodes = attributeCodesForRating(rating);
  const ratingInput = form.getInputProps('rating');
  const attributesInput = form.getInputProps('attributes');
  return (
    <>
      <Input.Wrapper label="Your rating" required error={form.errors.rating}>
        <Rating
          size="xl"
          mt={4}
          value={rating}
          onChange={(value) => {
            ratingInput.onChange(value);
            // What a rating requires changes with it: its old complaints no longer apply.
            for (const field of ['rating', 'headline', 'review']) form.clearFieldError(field);
          }}
          aria-label="Star rating"
          data-testid="review-rating"
        />
      </Input.Wrapper>

      {attributeCodes.length > 0 && (
        <Checkbox.Group
          label={rating > 3 ? 'What did they do well?' : 'What went wrong?'}
          value={attributes.filter((code) => attributeCodes.includes(code)).map(String)}
          onChange={(codes) => attributesInput.onChange(codes.map(Number))}
          error={form.errors.attributes}
        >
          <Group gap="md" mt={6}>
            {attributeCodes.map((code) => (
              <Checkbox key={code} value={String(code)} label={REVIEW_ATTRIBUTES[code]} />
            ))}
          </Group>
        </Checkbox.Group>
      )}

      <TextInput
        label="Headline"
        placeholder="Sum it up in a few words"
        maxLength={HEADLINE_MAX_LENGTH}
        withAsterisk={needsHeadline(rating, visibility)}
        {...form.getInputProps('headline')}
      />
      <Textarea
        label="Your review"
        placeholder={`What was it like to work with ${providerName}?`}
        autosize
        minRows={4}
        maxRows={10}
        maxLength={REVIEW_TEXT_MAX_LENGTH}
        withAsterisk={needsReviewText(rating)}
        description={characterCounter(review.length, REVIEW_TEXT_MAX_LENGTH)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...form.getInputProps('review')}
      />
    </>
  );
}
