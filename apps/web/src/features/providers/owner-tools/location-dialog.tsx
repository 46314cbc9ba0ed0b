'use client';

import { Anchor, Button, Group, Loader, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { US_STATES } from '@porchlight/core/geo/us-states';
import { geocodeAddressRoute, getPlaceBusinessRoute } from '@porchlight/core/providers/company.routes';
import { updateLocationRoute } from '@porchlight/core/providers/details.routes';
import {
  LOCATION_ADDRESS_MAX_LENGTH,
  LOCATION_CITY_MAX_LENGTH,
  LOCATION_ZIP_MAX_LENGTH,
  locationRequestSchema,
} from '@porchlight/core/providers/details.schemas';
import { locationMessages } from '@porchlight/core/providers/owner-tools.messages';
import { googleReviewsMessages } from '@porchlight/core/reviews/google-reviews.messages';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { usePlacePredictions } from '@/features/reviews/use-place-predictions';
import { callApi } from '@/lib/api-client';
import { ApiError, errorMessage } from '@/lib/api-error';
import { applyApiError } from '@/lib/form-errors';
import { useAction } from '@/lib/use-action';
import { LocationMap, type MapPoint } from './location-map';
import { DialogButtons, OwnerDialogFrame } from './owner-dialog-frame';
import type { OwnerDialogProps } from './owner-dialogs';

interface AddressValues {
  address: string;
  address2: string;
  city: string;
  stateCode: string;
  zipCode: string;
  placeID: string;
}

type Step = 'search' | 'manual' | 'map';

const STATE_OPTIONS = [
  { value: '', label: 'State' },
  ...Object.entries(US_STATES).map(([code, name]) => ({ value: code, label: name })),
];

/**
 * Edit Location (spec 2 §2.7): 1. find the business (Next once one is chosen), 2. or type the address
 * (reached by a link), 3. check the pin on the map and Submit. Back from the map returns to the step
 * it came from; Cancel closes and forgets it all. The point saved is the one search uses at once.
 */
export function LocationDialog({ details, onClose, onSaved }: OwnerDialogProps) {
  const [step, setStep] = useState<Step>('search');
  const [cameFrom, setCameFrom] = useState<Step>('search');
  const [start, setStart] = useState<MapPoint | null>(null);
  const [chosen, setChosen] = useState<MapPoint | null>(null);
  const [geocodeError, setGeocodeError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const form = useForm<AddressValues>({
    initialValues: {
      address: details.location.address ?? '',
      address2: details.location.address2 ?? '',
      city: details.location.city ?? '',
      stateCode: details.location.stateCode ?? '',
      zipCode: details.location.zipCode ?? '',
      placeID: '',
    },
    validate: schemaResolver(locationRequestSchema, { sync: true }),
  });

  /** To the map: the point of the address (or the business's own), 'That address is not valid' when none. */
  async function showOnMap(from: Step, known?: MapPoint) {
    setGeocodeError(null);
    if (from === 'manual' && form.validate().hasErrors) return;
    setLocating(true);
    try {
      const point =
        known ??
        (await callApi(geocodeAddressRoute, {
          query: {
            address: form.values.address || undefined,
            city: form.values.city || undefined,
            stateCode: form.values.stateCode || undefined,
            zipCode: form.values.zipCode,
          },
        }));
      setStart(point);
      setChosen(point);
      setCameFrom(from);
      setStep('map');
    } catch (error) {
      setGeocodeError(
        error instanceof ApiError && error.status < 500
          ? locationMessages.addressInvalid
          : errorMessage(error),
      );
    } finally {
      setLocating(false);
    }
  }

  const save = useAction(
    async () => {
      await callApi(updateLocationRoute, {
        query: { vanityName: details.vanityName },
        body: { ...form.values, placeID: form.values.placeID || null, ...chosen, countryCode: 'US' },
      });
      onSaved();
    },
    {
      success: locationMessages.updated,
      onError: (error) => {
        if (applyApiError(form, error) !== null) return false;
        setStep('manual');
        return true;
      },
      errorTitle: locationMessages.errorTitle,
    },
  );

  return (
    <OwnerDialogFrame title="Edit Location" onClose={onClose} size="lg">
      {step === 'search' && (
        <BusinessSearch
          onChosen={(business) => {
            form.setValues({
              address: business.address ?? '',
              address2: business.address2 ?? '',
              city: business.city ?? '',
              stateCode: business.stateCode ?? '',
              zipCode: business.zipCode ?? '',
              placeID: business.placeID,
            });
            const point =
              business.latitude !== null && business.longitude !== null
                ? { latitude: business.latitude, longitude: business.longitude }
                : undefined;
            void showOnMap('search', point);
          }}
          onManual={() => setStep('manual')}
          onCancel={onClose}
          busy={locating}
          error={geocodeError}
        />
      )}
      {step === 'manual' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void showOnMap('manual');
          }}
          noValidate
        >
          <Stack gap="sm">
            <TextInput
              label="Address"
              maxLength={LOCATION_ADDRESS_MAX_LENGTH}
              {...form.getInputProps('address')}
            />
            <TextInput
              label="Address line 2"
              maxLength={LOCATION_ADDRESS_MAX_LENGTH}
              {...form.getInputProps('address2')}
            />
            <TextInput label="City" maxLength={LOCATION_CITY_MAX_LENGTH} {...form.getInputProps('city')} />
            <Group grow gap="sm" align="flex-start">
              <NativeSelect
                label="State"
                required
                data={STATE_OPTIONS}
                {...form.getInputProps('stateCode')}
              />
              <TextInput
                label="Zip code"
                required
                maxLength={LOCATION_ZIP_MAX_LENGTH}
                {...form.getInputProps('zipCode')}
              />
            </Group>
            {geocodeError && (
              <Text size="sm" c="red" role="alert">
                {geocodeError}
              </Text>
            )}
          </Stack>
          <Group justify="space-between" mt="md">
            <Anchor component="button" type="button" size="sm" onClick={() => setStep('search')}>
              Search for my business instead
            </Anchor>
            <DialogButtons onCancel={onClose} busy={locating} submitLabel="Next" />
          </Group>
        </form>
      )}
      {step === 'map' && start && (
        <Stack gap="sm">
          <Text size="sm">
            Is the pin on your business? Drag it to the exact spot, then Submit. Search measures distances
            from here.
          </Text>
          <LocationMap start={start} tileUrl={details.mapTileUrl} onMove={setChosen} />
          <Group justify="space-between" mt="xs">
            <Button variant="default" onClick={() => setStep(cameFrom)}>
              Back
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button loading={save.busy} onClick={() => save.run()}>
                Submit
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </OwnerDialogFrame>
  );
}

function BusinessSearch({
  onChosen,
  onManual,
  onCancel,
  busy,
  error,
}: {
  onChosen: (business: Awaited<ReturnType<typeof loadBusiness>>) => void;
  onManual: () => void;
  onCancel: () => void;
  busy: boolean;
  error: string | null;
}) {
  const [search, setSearch] = useState('');
  const { predictions } = usePlacePredictions(search);
  const [selected, setSelected] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function next() {
    if (!selected) return;
    setFailure(null);
    try {
      onChosen(await loadBusiness(selected));
    } catch {
      setFailure(googleReviewsMessages.detailsFailed);
    }
  }

  return (
    <Stack gap="sm">
      <TextInput
        label="Find your business"
        placeholder="Business name and city"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setSelected(null);
        }}
      />
      {predictions.length > 0 && (
        <Stack gap={4} mah={200} style={{ overflowY: 'auto' }} role="listbox" aria-label="Businesses">
          {predictions.map((prediction) => (
            <Button
              key={prediction.place_id}
              variant={prediction.place_id === selected ? 'light' : 'subtle'}
              justify="flex-start"
              role="option"
              aria-selected={prediction.place_id === selected}
              onClick={() => setSelected(prediction.place_id)}
              h="auto"
              py={6}
            >
              <Stack gap={0} align="flex-start">
                <Text size="sm" fw={600}>
                  {prediction.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {prediction.address}
                </Text>
              </Stack>
            </Button>
          ))}
        </Stack>
      )}
      {(failure ?? error) && (
        <Text size="sm" c="red" role="alert">
          {failure ?? error}
        </Text>
      )}
      <Group justify="space-between">
        <Anchor component="button" type="button" size="sm" onClick={onManual}>
          Enter the address yourself
        </Anchor>
        <Group gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            disabled={!selected}
            loading={busy}
            onClick={() => void next()}
            rightSection={busy ? <Loader size={12} /> : undefined}
          >
            Next
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

function loadBusiness(placeId: string) {
  return callApi(getPlaceBusinessRoute, { params: { placeId } });
}
