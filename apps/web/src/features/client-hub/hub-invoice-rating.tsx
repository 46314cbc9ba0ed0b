'use client';

import { Button, Group, Paper, Rating, Stack, Text } from '@mantine/core';
import { verifiedRatingMessages as messages } from '@porchlight/core/reviews/verified-ratings.messages';
import {
  getInvoiceRatingRoute,
  removeInvoiceRatingRoute,
} from '@porchlight/core/reviews/verified-ratings.routes';
import type { InvoiceRating } from '@porchlight/core/reviews/verified-ratings.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AttributeBadges, VerifiedCustomerBadge } from '@/features/reviews/review-badges';
import { ApiError } from '@/lib/api-error';
import { openConfirmDialog } from '@/lib/dialogs';
import { apiQueryKey } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';
import { callHub } from './hub-api';
import { HubRatingForm } from './hub-rating-form';

/** The server answers 404 while the invoice has no rating. */
function noneWhenNotFound(error: unknown): null {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
}

/**
 * 'Your rating' on a paid invoice (spec 3 §4 "Paid or Processing invoices load the existing rating"):
 * the stars a payment gave, or the customer's own, with Edit and Remove. Nothing shows while the
 * invoice has no rating.
 */
export function HubInvoiceRating({
  vanityName,
  invoiceNumber,
  providerName,
}: {
  vanityName: string;
  invoiceNumber: number;
  providerName: string;
}) {
  const queryClient = useQueryClient();
  const request = { params: { uri: vanityName, invoiceNumber } };
  const queryKey = apiQueryKey(getInvoiceRatingRoute, request);
  const rating =
    useQuery({
      queryKey,
      queryFn: ({ signal }) =>
        callHub(vanityName, getInvoiceRatingRoute, request, { signal }).catch(noneWhenNotFound),
    }).data ?? null;
  const setRating = (next: InvoiceRating | null) => queryClient.setQueryData(queryKey, next);
  const [editing, setEditing] = useState(false);
  const remove = useAction(
    async () => {
      await callHub(vanityName, removeInvoiceRatingRoute, { params: { uri: vanityName, invoiceNumber } });
      setRating(null);
    },
    { success: messages.removed },
  );
  if (!rating) return null;

  const confirmRemove = () =>
    void openConfirmDialog({
      title: 'Remove rating',
      centered: true,
      children: <Text size="sm">{messages.confirmRemove}</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.run(),
    });

  return (
    <Paper withBorder radius="md" p="md" data-testid="hub-invoice-rating">
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Group gap="xs">
            <Text fw={700}>{messages.yourRating}</Text>
            <VerifiedCustomerBadge />
          </Group>
          {!editing && (
            <Group gap="xs">
              <Button variant="default" size="compact-sm" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                loading={remove.busy}
                onClick={confirmRemove}
              >
                Remove
              </Button>
            </Group>
          )}
        </Group>
        {editing ? (
          <HubRatingForm
            vanityName={vanityName}
            providerName={providerName}
            rating={rating}
            onSaved={(saved) => {
              setRating(saved);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <RatingShown rating={rating} />
        )}
      </Stack>
    </Paper>
  );
}

function RatingShown({ rating }: { rating: InvoiceRating }) {
  // Untouched since the payment gave it: say where the stars came from.
  const fromPayment = rating.createdAt === rating.updatedAt;
  return (
    <Stack gap={6}>
      <Rating value={rating.rating} readOnly role="img" aria-label={`${rating.rating} out of 5 stars`} />
      {rating.headline && <Text fw={700}>{rating.headline}</Text>}
      <AttributeBadges codes={rating.attributes} />
      {rating.review && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {rating.review}
        </Text>
      )}
      {fromPayment && (
        <Text size="xs" c="dimmed">
          {messages.autoRatingNote}
        </Text>
      )}
    </Stack>
  );
}
