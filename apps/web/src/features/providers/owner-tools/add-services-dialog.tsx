'use client';

import {
  Badge,
  Button,
  Checkbox,
  CloseButton,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { sameName } from '@porchlight/core/offers/add-services.rules';
import { CATALOGUE_SEARCH_MIN_CHARS, MULTI_ADD_CONCURRENCY } from '@porchlight/core/offers/offers.constants';
import { offerMessages } from '@porchlight/core/offers/offers.messages';
import { addOfferRoute, searchCatalogueRoute } from '@porchlight/core/offers/offers.routes';
import type { CatalogueService } from '@porchlight/core/offers/offers.schemas';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { type OfferPlacement, OfferPlacementFields } from '@/features/offers/offer-placement-fields';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { ActionError, useAction } from '@/lib/use-action';
import { useSearchQuery } from '@/lib/use-search-query';
import { CatalogueCategoryPicker } from './catalogue-category-picker';
import { DialogButtons, OwnerDialogFrame } from './owner-dialog-frame';
import type { OwnerDialogProps } from './owner-dialogs';

/** Runs `work` over `items`, `limit` at a time (spec 2 §9: multi-service adds run 5 at a time). */
async function inBatches<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += limit) {
    await Promise.all(items.slice(start, start + limit).map(work));
  }
}

/**
 * Add Services (spec 2 §2.4): search the catalogue from 2 characters or browse a category, tick
 * services, or add one of the owner's own by the name searched; optionally file them all under one of
 * the owner's categories (added here too). A service the profile already has is only logged (spec 2
 * §8); anything else fails the save with 'Add Offer Error'.
 */
export function AddServicesDialog({ details, onClose, onSaved }: OwnerDialogProps) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const searchable = query.length >= CATALOGUE_SEARCH_MIN_CHARS;
  const { found, searching } = useSearchQuery(searchCatalogueRoute, { query: { q: query } }, searchable);
  // A failed search finds nothing; the owner can still add the name as their own service.
  const results = found?.services ?? [];
  const [chosen, setChosen] = useState<CatalogueService[]>([]);
  const [ownNames, setOwnNames] = useState<string[]>([]);
  const [placement, setPlacement] = useState<OfferPlacement>({ category: '', subcategory: '' });
  const [mode, setMode] = useState<'name' | 'category'>('name');
  const total = chosen.length + ownNames.length;
  const canAddOwn =
    searchable &&
    !searching &&
    ![...results.map((service) => service.n), ...ownNames].some((name) => sameName(name, query));

  const toggle = (service: CatalogueService) =>
    setChosen((current) =>
      current.some((entry) => entry.u === service.u)
        ? current.filter((entry) => entry.u !== service.u)
        : [...current, service],
    );

  const save = useAction(
    async () => {
      let failure: unknown = null;
      const wanted = [
        ...chosen.map((service) => ({ u: service.u, label: service.n })),
        ...ownNames.map((name) => ({ name, label: name })),
      ];
      await inBatches(wanted, MULTI_ADD_CONCURRENCY, async ({ label, ...service }) => {
        try {
          await callApi(addOfferRoute, {
            query: { vanityName: details.vanityName },
            body: { ...service, ...placement },
          });
        } catch (error) {
          if (error instanceof ApiError && error.status === 409)
            console.info(offerMessages.alreadyExists, label);
          else failure ??= error;
        }
      });
      if (failure) throw failure instanceof Error ? failure : new ActionError(String(failure));
      onSaved();
    },
    { success: offerMessages.added, errorTitle: offerMessages.addErrorTitle },
  );

  return (
    <OwnerDialogFrame title="Add Services" onClose={onClose} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.run();
        }}
        noValidate
      >
        <Stack gap="sm">
          <SegmentedControl
            value={mode}
            onChange={(value) => setMode(value as 'name' | 'category')}
            data={[
              { value: 'name', label: 'Single service' },
              { value: 'category', label: 'From a category' },
            ]}
          />
          {mode === 'name' ? (
            <>
              <TextInput
                label="Find a service"
                placeholder="House cleaning, drain repair, lawn mowing…"
                leftSection={<IconSearch size={16} />}
                rightSection={searching ? <Loader size={14} /> : undefined}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                data-autofocus
              />
              <Stack gap={6} role="group" aria-label="Services found">
                {results.map((service) => (
                  <Checkbox
                    key={service.u}
                    label={service.n}
                    description={service.s ? `${service.c} · ${service.s}` : service.c}
                    checked={chosen.some((entry) => entry.u === service.u)}
                    onChange={() => toggle(service)}
                  />
                ))}
                {query.length >= CATALOGUE_SEARCH_MIN_CHARS && !searching && results.length === 0 && (
                  <Text size="sm" c="dimmed">
                    No service matches “{query}”.
                  </Text>
                )}
              </Stack>
              {canAddOwn && (
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  onClick={() => setOwnNames((current) => [...current, query])}
                  // A long name wraps inside the button instead of running out of a phone-wide dialog.
                  h="auto"
                  py={6}
                  maw="100%"
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Add “{query}” as your own service
                </Button>
              )}
            </>
          ) : (
            <CatalogueCategoryPicker chosen={chosen} onChange={setChosen} />
          )}
          {total > 0 && (
            <Group gap={6} aria-label="Chosen services">
              {ownNames.map((name) => (
                <Badge
                  key={`own:${name}`}
                  variant="outline"
                  size="lg"
                  rightSection={
                    <CloseButton
                      size="xs"
                      aria-label={`Remove ${name}`}
                      onClick={() => setOwnNames((current) => current.filter((one) => one !== name))}
                    />
                  }
                >
                  {name}
                </Badge>
              ))}
              {chosen.map((service) => (
                <Badge
                  key={service.u}
                  variant="light"
                  size="lg"
                  rightSection={
                    <CloseButton
                      size="xs"
                      aria-label={`Remove ${service.n}`}
                      onClick={() => toggle(service)}
                    />
                  }
                >
                  {service.n}
                </Badge>
              ))}
            </Group>
          )}
          {total > 0 && (
            <OfferPlacementFields
              vanityName={details.vanityName}
              value={placement}
              onChange={setPlacement}
              categoryLabel="File under your category"
              noCategoryLabel="As in our catalogue (own services: none)"
            />
          )}
        </Stack>
        <DialogButtons
          onCancel={onClose}
          busy={save.busy}
          disabled={total === 0}
          submitLabel={total > 1 ? `Add ${total} services` : 'Add service'}
        />
      </form>
    </OwnerDialogFrame>
  );
}
