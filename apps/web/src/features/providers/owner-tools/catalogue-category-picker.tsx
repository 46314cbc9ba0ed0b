'use client';

import { Checkbox, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { selectionState, toggleAll } from '@porchlight/core/offers/add-services.rules';
import {
  getCatalogueCategoryRoute,
  listCatalogueCategoriesRoute,
} from '@porchlight/core/offers/catalogue-browse.routes';
import type { CatalogueCategory } from '@porchlight/core/offers/catalogue-browse.schemas';
import type { CatalogueService } from '@porchlight/core/offers/offers.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiQuery } from '@/lib/query-client';

/** A category's service as Add Services keeps it (the same shape the name search answers). */
function asService(
  category: CatalogueCategory,
  service: { u: string; n: string },
  sub?: { su: string; s: string },
) {
  return {
    u: service.u,
    n: service.n,
    c: category.c,
    cu: category.cu,
    s: sub?.s ?? null,
    su: sub?.su ?? null,
  };
}

/**
 * Add Services "from a category" (spec 2 §2.4, §4): pick a catalogue category, then tick whole
 * subcategories (a tri-state box: none, some, all) or single services.
 */
export function CatalogueCategoryPicker({
  chosen,
  onChange,
}: {
  chosen: CatalogueService[];
  onChange: (chosen: CatalogueService[]) => void;
}) {
  const [cu, setCu] = useState('');
  // A failed read offers no category (or shows none), as an empty catalogue would.
  const categories = useQuery(apiQuery(listCatalogueCategoriesRoute, {})).data?.categories ?? [];
  const categoryQuery = useQuery({
    ...apiQuery(getCatalogueCategoryRoute, { params: { cu } }),
    enabled: cu !== '',
  });
  const category = (cu && categoryQuery.data) || null;
  const loading = categoryQuery.isLoading;

  const chosenSet = new Set(chosen.map((service) => service.u));
  /** Chosen services from other categories stay; this category's follow `next`. */
  const apply = (next: Set<string>) => {
    if (!category) return;
    const here = [
      ...category.services.map((service) => asService(category, service)),
      ...category.subcategories.flatMap((sub) =>
        sub.services.map((service) => asService(category, service, sub)),
      ),
    ];
    const hereUris = new Set(here.map((service) => service.u));
    onChange([
      ...chosen.filter((service) => !hereUris.has(service.u)),
      ...here.filter((service) => next.has(service.u)),
    ]);
  };
  const toggleOne = (u: string) => {
    const next = new Set(chosenSet);
    if (next.has(u)) next.delete(u);
    else next.add(u);
    apply(next);
  };

  return (
    <Stack gap="sm">
      <NativeSelect
        label="Category"
        value={cu}
        data={[
          { value: '', label: 'Choose a category' },
          ...categories.map((one) => ({ value: one.cu, label: `${one.c} (${one.count})` })),
        ]}
        onChange={(event) => setCu(event.currentTarget.value)}
      />
      {loading && <Loader size="sm" />}
      {category && !loading && (
        <Stack
          gap="sm"
          mah={360}
          style={{ overflowY: 'auto' }}
          role="group"
          aria-label={`${category.c} services`}
        >
          {category.subcategories.map((sub) => {
            const state = selectionState(sub.services, chosenSet);
            return (
              <Stack key={sub.su} gap={4}>
                <Checkbox
                  label={
                    <Text fw={700} size="sm">
                      {sub.s}
                    </Text>
                  }
                  checked={state === 2}
                  indeterminate={state === 1}
                  onChange={() => apply(toggleAll(sub.services, chosenSet))}
                  data-selection={state}
                />
                <Stack gap={4} pl="lg">
                  {sub.services.map((service) => (
                    <Checkbox
                      key={service.u}
                      label={service.n}
                      checked={chosenSet.has(service.u)}
                      onChange={() => toggleOne(service.u)}
                    />
                  ))}
                </Stack>
              </Stack>
            );
          })}
          {category.services.map((service) => (
            <Checkbox
              key={service.u}
              label={service.n}
              checked={chosenSet.has(service.u)}
              onChange={() => toggleOne(service.u)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
