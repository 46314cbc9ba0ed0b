'use client';

import { Anchor, Button, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  PLACE_ID_MAX_LENGTH,
  PLACE_SEARCH_MIN_LENGTH,
} from '@porchlight/core/reviews/google-reviews.constants';
import { googleReviewsMessages as messages } from '@porchlight/core/reviews/google-reviews.messages';
import { setPlaceIdRoute } from '@porchlight/core/reviews/google-reviews.routes';
import {
  type GoogleSettingsResponse,
  placeChoiceSchema,
} from '@porchlight/core/reviews/google-reviews.schemas';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { usePlacePredictions } from '@/features/reviews/use-place-predictions';
import { callApi } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/**
 * 'Configure Google Place ID' (spec 2 §2 item 12, §4): step 1 searches businesses by name; step 2
 * takes a Place ID typed by hand. Either way PATCH provider/profile/place-id.
 */
export function PlaceIdDialog({
  vanityName,
  placeId,
  opened,
  onClose,
  onSaved,
}: {
  vanityName: string;
  /** The saved place, prefilled in step 2. */
  placeId: string | null;
  opened: boolean;
  onClose: () => void;
  onSaved?: (settings: GoogleSettingsResponse) => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="lg"
      title={<Text fw={800}>Configure Google Place ID</Text>}
    >
      {opened && (
        <PlaceIdForm vanityName={vanityName} placeId={placeId} onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

function PlaceIdForm({
  vanityName,
  placeId,
  onClose,
  onSaved,
}: {
  vanityName: string;
  placeId: string | null;
  onClose: () => void;
  onSaved?: (settings: GoogleSettingsResponse) => void;
}) {
  const [step, setStep] = useState<1 | 2>(1);
  const [search, setSearch] = useState('');
  const { predictions, searching, query } = usePlacePredictions(search);
  const [selected, setSelected] = useState<string | null>(null);
  const [manual, setManual] = useState(placeId ?? '');
  const [error, setError] = useState<string | null>(null);

  const switchStep = (next: 1 | 2) => {
    setStep(next);
    setError(null);
  };

  const save = useAction(
    async (placeID: string) => {
      const settings = await callApi(setPlaceIdRoute, { query: { vanityName }, body: { placeID } });
      onClose();
      onSaved?.(settings);
    },
    {
      success: messages.placeIdUpdated,
      errorLabel: 'Update Google Place ID',
      errorMessage: messages.placeIdFailed,
    },
  );

  const submit = () => {
    const choice = placeChoiceSchema.safeParse(
      step === 1 ? { selectedPlaceId: selected } : { manualPlaceId: manual },
    );
    if (choice.success) save.run(choice.data.placeID);
    else setError(choice.error.issues[0]?.message ?? messages.placeRequired);
  };

  const options = predictions.map((prediction) => ({
    value: prediction.place_id,
    label: prediction.address ? `${prediction.name} — ${prediction.address}` : prediction.name,
  }));

  return (
    <Stack gap="md">
      {step === 1 ? (
        <>
          <Text size="sm" c="dimmed">
            Find your business as Google knows it, so its Google reviews can show on your profile.
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
            value={selected}
            onChange={(value) => {
              setSelected(value);
              setError(null);
            }}
            data={options}
            filter={({ options: all }) => all}
            leftSection={<IconSearch size={16} />}
            rightSection={searching ? <Loader size="xs" /> : undefined}
            nothingFoundMessage={
              query.length >= PLACE_SEARCH_MIN_LENGTH && !searching ? 'No businesses found' : undefined
            }
            maxDropdownHeight={200}
            comboboxProps={{ zIndex: 400 }}
            error={error}
            data-testid="place-search"
          />
          <Anchor component="button" type="button" size="sm" onClick={() => switchStep(2)}>
            I have a Place ID
          </Anchor>
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            Enter the Place ID Google gives your business (it often starts with ChIJ).
          </Text>
          <TextInput
            label="Place ID"
            value={manual}
            maxLength={PLACE_ID_MAX_LENGTH}
            onChange={(event) => {
              setManual(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <Anchor component="button" type="button" size="sm" onClick={() => switchStep(1)}>
            Search for my business instead
          </Anchor>
        </>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} loading={save.busy}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
