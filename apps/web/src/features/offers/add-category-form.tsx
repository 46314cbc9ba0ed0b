'use client';

import { Button, Group, TextInput } from '@mantine/core';
import { offerMessages } from '@porchlight/core/offers/offers.messages';
import {
  addCategoryRoute,
  addSubcategoryRoute,
  listOfferCategoriesRoute,
} from '@porchlight/core/offers/offers.routes';
import type { OfferCategories } from '@porchlight/core/offers/offers.schemas';
import { useState } from 'react';
import { showSuccess } from '@/lib/alerts';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

type Kind = 'category' | 'subcategory';

/**
 * Add a category, or a subcategory of the chosen one (spec 2 §5 "Add category", "Add subcategory"):
 * the name is required and unique in any case; the server has the last word.
 */
export function AddCategoryForm({
  vanityName,
  category,
  onAdded,
}: {
  vanityName: string;
  category: string | null;
  onAdded: (added: { kind: Kind; name: string; categories: OfferCategories }) => void;
}) {
  const [kind, setKind] = useState<Kind | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async () => {
    if (!kind) return;
    const trimmed = name.trim();
    if (!trimmed)
      return setError(
        kind === 'category' ? offerMessages.categoryRequired : offerMessages.subcategoryRequired,
      );
    setBusy(true);
    try {
      const query = { vanityName };
      const added =
        kind === 'category'
          ? await callApi(addCategoryRoute, { query, body: { name: trimmed, type: 'scat' } })
          : await callApi(addSubcategoryRoute, {
              query,
              body: { name: trimmed, category: category ?? '', type: 'ssubcat' },
            });
      const { categories } = await callApi(listOfferCategoriesRoute, { params: { uri: vanityName } });
      showSuccess(kind === 'category' ? offerMessages.categoryAdded : offerMessages.subcategoryAdded);
      onAdded({ kind, name: added.name, categories });
      setKind(null);
      setName('');
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : offerMessages.categoryErrorTitle);
    } finally {
      setBusy(false);
    }
  };

  if (!kind)
    return (
      <Group gap="xs">
        <Button variant="subtle" size="xs" onClick={() => setKind('category')}>
          Add category
        </Button>
        {category && (
          <Button variant="subtle" size="xs" onClick={() => setKind('subcategory')}>
            Add subcategory to {category}
          </Button>
        )}
      </Group>
    );
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        flex={1}
        aria-label={kind === 'category' ? 'New category name' : 'New subcategory name'}
        placeholder={kind === 'category' ? 'New category name' : 'New subcategory name'}
        value={name}
        error={error}
        maxLength={60}
        onChange={(event) => {
          setError(null);
          setName(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void add();
          }
        }}
      />
      <Button onClick={() => void add()} loading={busy}>
        Add
      </Button>
      <Button variant="default" onClick={() => setKind(null)}>
        Cancel
      </Button>
    </Group>
  );
}
