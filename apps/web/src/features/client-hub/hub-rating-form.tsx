'use client';

import { Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { verifiedRatingMessages } from '@porchlight/core/reviews/verified-ratings.messages';
import { updateInvoiceRatingRoute } from '@porchlight/core/reviews/verified-ratings.routes';
import {
  type InvoiceRating,
  invoiceRatingRequestSchema,
} from '@porchlight/core/reviews/verified-ratings.schemas';
import { RatingFields, type RatingFormValues } from '@/features/reviews/rating-fields';
import { applyApiError } from '@/lib/form-errors';
import { useAction } from '@/lib/use-action';
import { callHub } from './hub-api';

/**
 * Changing the rating of an invoice: the fields and rules of any public review (spec 3 §5), saved
 * with 'Your rating has been updated' (spec 3 §8).
 */
export function HubRatingForm({
  vanityName,
  providerName,
  rating,
  onSaved,
  onCancel,
}: {
  vanityName: string;
  providerName: string;
  rating: InvoiceRating;
  onSaved: (rating: InvoiceRating) => void;
  onCancel: () => void;
}) {
  const form = useForm<RatingFormValues>({
    initialValues: {
      rating: rating.rating,
      attributes: rating.attributes,
      headline: rating.headline ?? '',
      review: rating.review ?? '',
    },
    validate: schemaResolver(invoiceRatingRequestSchema, { sync: true }),
  });
  const save = useAction(
    async (values: RatingFormValues) => {
      const saved = await callHub(vanityName, updateInvoiceRatingRoute, {
        params: { uri: vanityName, invoiceNumber: rating.invoiceNumber },
        body: invoiceRatingRequestSchema.parse(values),
      });
      onSaved(saved);
    },
    {
      success: verifiedRatingMessages.updated,
      onError: (error) => applyApiError(form, error) === null,
    },
  );
  return (
    <form onSubmit={form.onSubmit((values) => save.run(values))} noValidate data-testid="hub-rating-form">
      <Stack gap="md">
        {/* Verified ratings are public: below 3 stars the headline is required too. */}
        <RatingFields form={form} providerName={providerName} visibility="p" />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={save.busy}>
            Save rating
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
