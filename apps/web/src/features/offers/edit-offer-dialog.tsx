'use client';

import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { OFFER_NAME_MAX, OFFER_TEASER_MAX } from '@porchlight/core/offers/offers.constants';
import { offerMessages } from '@porchlight/core/offers/offers.messages';
import { editOfferRoute, listOfferCategoriesRoute } from '@porchlight/core/offers/offers.routes';
import { editOfferDetailsSchema, type OfferCategories } from '@porchlight/core/offers/offers.schemas';
import { profileLinks } from '@porchlight/core/providers/profile.rules';
import type { OfferDetail } from '@porchlight/core/providers/profile.schemas';
import { textWithListsToHtml } from '@porchlight/core/text/html';
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { reloadSoon, useAction } from '@/lib/use-action';
import { AddCategoryForm } from './add-category-form';

/** The offer's description as the text the dialog edits: paragraphs apart, list items as "- " lines. */
function plainText(html: string | null): string {
  if (!html) return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return [...body.children]
    .map((block) =>
      block.tagName === 'UL' || block.tagName === 'OL'
        ? [...block.children].map((item) => `- ${item.textContent?.trim() ?? ''}`).join('\n')
        : (block.textContent?.trim() ?? ''),
    )
    .filter(Boolean)
    .join('\n\n');
}

/**
 * Edit an offer (spec 2 §5 "Edit offer"): name (trimmed, first letter upper-cased), teaser of 25 and
 * description of 50 characters at least, category and subcategory — the subcategory picker shows
 * once a category is chosen. Saving reloads the page, or goes to the offer's new address.
 */
export function EditOfferDialog({
  vanityName,
  offer,
  uriPrefix,
  onClose,
}: {
  vanityName: string;
  offer: OfferDetail;
  /** The profile's address prefix: a renamed offer's page moves with its name. */
  uriPrefix: string;
  onClose: () => void;
}) {
  const [categories, setCategories] = useState<OfferCategories>([]);
  const form = useForm({
    initialValues: {
      name: offer.name,
      descriptionTeaser: offer.descriptionTeaser ?? '',
      descriptionText: plainText(offer.descriptionHtml),
      category: offer.category?.name ?? '',
      subcategory: offer.subcategory?.name ?? '',
    },
    validate: schemaResolver(editOfferDetailsSchema, { sync: true }),
  });

  useEffect(() => {
    callApi(listOfferCategoriesRoute, { params: { uri: vanityName } })
      .then((answer) => setCategories(answer.categories))
      .catch(() => setCategories([]));
  }, [vanityName]);

  const save = useAction(
    async (values: typeof form.values) => {
      const saved = await callApi(editOfferRoute, {
        params: { offerNumber: offer.offerNumber },
        query: { vanityName },
        body: { ...values, descriptionHtml: textWithListsToHtml(values.descriptionText) },
      });
      // spec 2 §4: a new name is a new address.
      if (saved.nameUri !== offer.nameUri)
        window.setTimeout(() => window.location.assign(profileLinks(uriPrefix).service(saved.nameUri)), 500);
      else reloadSoon();
    },
    {
      success: offerMessages.saved,
      staysBusy: true,
      onError: (error) => applyApiError(form, error) === null,
      errorTitle: offerMessages.editErrorTitle,
    },
  );

  const category = categories.find((one) => one.name === form.values.category);
  return (
    <Modal opened onClose={onClose} title={<Text fw={800}>Edit {offer.name}</Text>} size="lg" centered>
      <form onSubmit={form.onSubmit((values) => save.run(values))} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" required maxLength={OFFER_NAME_MAX} {...form.getInputProps('name')} />
          <Textarea
            label="Teaser"
            description="One line shown on service tiles and at the top of the page (25 characters at least)."
            required
            autosize
            minRows={2}
            maxLength={OFFER_TEASER_MAX}
            {...form.getInputProps('descriptionTeaser')}
          />
          <Textarea
            label="Description"
            description="What the service includes (50 characters at least). Leave a blank line between paragraphs; start lines with “- ” for a list."
            required
            autosize
            minRows={5}
            {...form.getInputProps('descriptionText')}
          />
          <NativeSelect
            label="Category"
            data={[
              { value: '', label: 'No category' },
              ...categories.map((one) => ({ value: one.name, label: one.name })),
            ]}
            {...form.getInputProps('category')}
            onChange={(event) => {
              form.setFieldValue('category', event.currentTarget.value);
              form.setFieldValue('subcategory', '');
            }}
          />
          {category && (
            <NativeSelect
              label="Subcategory"
              data={[
                { value: '', label: 'No subcategory' },
                ...category.subcategories.map((one) => ({ value: one.name, label: one.name })),
              ]}
              {...form.getInputProps('subcategory')}
            />
          )}
          <AddCategoryForm
            vanityName={vanityName}
            category={category?.name ?? null}
            onAdded={(added) => {
              setCategories(added.categories);
              if (added.kind === 'category') form.setFieldValue('category', added.name);
              else form.setFieldValue('subcategory', added.name);
            }}
          />
        </Stack>
        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.busy}>
            Save
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
