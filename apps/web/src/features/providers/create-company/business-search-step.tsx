'use client';

import { Alert, Anchor, Loader, Select, Stack, Text } from '@mantine/core';
import { getPlaceBusinessRoute } from '@porchlight/core/providers/company.routes';
import type { PlaceBusiness } from '@porchlight/core/providers/places.schemas';
import { PLACE_SEARCH_MIN_LENGTH } from '@porchlight/core/reviews/google-reviews.constants';
import { googleReviewsMessages } from '@porchlight/core/reviews/google-reviews.messages';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { usePlacePredictions } from '@/features/reviews/use-place-predictions';
import { callApi } from '@/lib/api-client';

/**
 * Step 1 (spec 2 §2.3): find the business through the places search (from 3 characters) and
 * prefill the form with its details, or enter it by hand. A failed details call says 'Unable to
 * fetch details from Google.' and leaves the choice open.
 */
export function BusinessSearchStep({
  onFound,
  onManual,
}: {
  onFound: (business: PlaceBusiness) => void;
  onManual: () => void;
}) {
  const [search, setSearch] = useState('');
  const { predictions, searching, query } = usePlacePredictions(search);
  const [loadingPlace, setLoadingPlace] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (placeId: string | null) => {
    if (!placeId || loadingPlace) return;
    setError(null);
    setLoadingPlace(placeId);
    try {
      onFound(await callApi(getPlaceBusinessRoute, { params: { placeId } }));
    } catch {
      setError(googleReviewsMessages.detailsFailed);
    } finally {
      setLoadingPlace(null);
    }
  };

  const options = predictions.map((prediction) => ({
    value: prediction.place_id,
    label: prediction.address ? `${prediction.name} — ${prediction.address}` : prediction.name,
  }));

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Find your business to fill in its details, or enter them yourself.
      </Text>
      <Select
        label="Business name"
        placeholder="Start typing your business name"
        searchable
        searchValue={search}
        onSearchChange={(value) => {
          setSearch(value);
          setError(null);
        }}
        value={loadingPlace}
        onChange={(value) => void choose(value)}
        data={options}
        filter={({ options: all }) => all}
        leftSection={<IconSearch size={16} />}
        rightSection={searching || loadingPlace ? <Loader size="xs" /> : undefined}
        nothingFoundMessage={
          query.length >= PLACE_SEARCH_MIN_LENGTH && !searching ? 'No businesses found' : undefined
        }
        maxDropdownHeight={200}
        disabled={loadingPlace !== null}
        data-autofocus
      />
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      <Text size="sm">
        Can&apos;t find it?{' '}
        <Anchor component="button" type="button" size="sm" fw={600} onClick={onManual}>
          Enter your business manually
        </Anchor>
      </Text>
    </Stack>
  );
}
