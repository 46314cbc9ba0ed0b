'use client';

import { NativeSelect } from '@mantine/core';
import { listOfferCategoriesRoute } from '@porchlight/core/offers/offers.routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery } from '@/lib/query-client';
import { AddCategoryForm } from './add-category-form';

export interface OfferPlacement {
  category: string;
  subcategory: string;
}

/**
 * Which of the provider's own categories and subcategories an offer goes under, with the add-category
 * and add-subcategory forms (spec 2 §5): the subcategory picker shows once a category is chosen.
 */
export function OfferPlacementFields({
  vanityName,
  value,
  onChange,
  noCategoryLabel = 'No category',
  categoryLabel = 'Category',
  errors = {},
}: {
  vanityName: string;
  value: OfferPlacement;
  onChange: (next: OfferPlacement) => void;
  /** What a blank category means here. */
  noCategoryLabel?: string;
  categoryLabel?: string;
  errors?: Partial<Record<keyof OfferPlacement, string>>;
}) {
  const queryClient = useQueryClient();
  const categoriesQuery = apiQuery(listOfferCategoriesRoute, { params: { uri: vanityName } });
  // Until read, or when the read failed, only 'No category' and the add forms show.
  const categories = useQuery(categoriesQuery).data?.categories ?? [];

  const category = categories.find((one) => one.name === value.category);
  return (
    <>
      <NativeSelect
        label={categoryLabel}
        value={value.category}
        error={errors.category}
        data={[
          { value: '', label: noCategoryLabel },
          ...categories.map((one) => ({ value: one.name, label: one.name })),
        ]}
        onChange={(event) => onChange({ category: event.currentTarget.value, subcategory: '' })}
      />
      {category && (
        <NativeSelect
          label="Subcategory"
          value={value.subcategory}
          error={errors.subcategory}
          data={[
            { value: '', label: 'No subcategory' },
            ...category.subcategories.map((one) => ({ value: one.name, label: one.name })),
          ]}
          onChange={(event) => onChange({ ...value, subcategory: event.currentTarget.value })}
        />
      )}
      <AddCategoryForm
        vanityName={vanityName}
        category={category?.name ?? null}
        onAdded={(added) => {
          queryClient.setQueryData(categoriesQuery.queryKey, { categories: added.categories });
          onChange(
            added.kind === 'category'
              ? { category: added.name, subcategory: '' }
              : { ...value, subcategory: added.name },
          );
        }}
      />
    </>
  );
}
