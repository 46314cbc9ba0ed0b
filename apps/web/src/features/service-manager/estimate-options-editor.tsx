'use client';

import { ActionIcon, Button, Checkbox, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  ESTIMATE_OPTIONS_MAX,
  ESTIMATE_OPTIONS_MIN,
  OPTION_NAME_MAX_LENGTH,
} from '@porchlight/core/service-manager/service-manager.constants';
import { IconPlus, IconStarFilled, IconTrash } from '@tabler/icons-react';
import type { DocumentFormValues } from './document-dialog';
import { blankItem, ItemsEditor, type ItemValues } from './document-items-editor';

export interface OptionValues {
  name: string;
  recommended: boolean;
  items: ItemValues[];
}

const SUGGESTED_NAMES = ['Good', 'Better', 'Best', 'Premium'];

/**
 * An estimate's lines, or its options (Good / Better / Best, issue 36) as tabs: each named, one may be
 * recommended, each with its own lines; the tax, discount and deposit below apply to every option.
 */
export function EstimateOptionsEditor({
  form,
  active,
  onActive,
}: {
  form: UseFormReturnType<DocumentFormValues>;
  /** The option shown (its index), whose totals the dialog shows. */
  active: number;
  onActive: (index: number) => void;
}) {
  const { items, options } = form.values;
  const at = form;
  if (options.length === 0)
    return (
      <>
        <SectionHeader
          title="Items"
          action="Offer options (Good / Better / Best)"
          onAction={() => {
            // The lines typed so far become the first option.
            at.setFieldValue('options', [
              { name: 'Good', recommended: false, items },
              { name: 'Better', recommended: true, items: [blankItem()] },
              { name: 'Best', recommended: false, items: [blankItem()] },
            ]);
            at.setFieldValue('items', []);
            onActive(0);
          }}
        />
        <ItemsEditor form={at} path="items" items={items} />
      </>
    );

  const remove = (index: number) => {
    at.removeListItem('options', index);
    onActive(Math.max(0, Math.min(active, options.length - 2)));
  };
  const recommend = (index: number, checked: boolean) =>
    at.setFieldValue(
      'options',
      options.map((option, each) => ({ ...option, recommended: checked && each === index })),
    );
  return (
    <>
      <SectionHeader
        title="Options"
        action="One set of items instead"
        onAction={() => {
          at.setFieldValue('items', options[0]?.items ?? [blankItem()]);
          at.setFieldValue('options', []);
        }}
      />
      <Tabs value={String(active)} onChange={(value) => onActive(Number(value ?? 0))} keepMounted={false}>
        <Tabs.List>
          {options.map((option, index) => (
            <Tabs.Tab
              // biome-ignore lint/suspicious/noArrayIndexKey: an option's place is its identity
              key={index}
              value={String(index)}
              rightSection={option.recommended ? <IconStarFilled size={12} aria-label="Recommended" /> : null}
            >
              {option.name || `Option ${index + 1}`}
            </Tabs.Tab>
          ))}
          {options.length < ESTIMATE_OPTIONS_MAX && (
            <ActionIcon
              variant="subtle"
              aria-label="Add option"
              m={6}
              onClick={() => {
                at.insertListItem('options', {
                  name: SUGGESTED_NAMES[options.length] ?? '',
                  recommended: false,
                  items: [blankItem()],
                });
                onActive(options.length);
              }}
            >
              <IconPlus size={16} />
            </ActionIcon>
          )}
        </Tabs.List>
        {options.map((option, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an option's place is its identity
          <Tabs.Panel key={index} value={String(index)} pt="sm">
            <Stack gap="sm">
              <Group align="flex-end" gap="sm">
                <TextInput
                  label="Option name"
                  required
                  maxLength={OPTION_NAME_MAX_LENGTH}
                  flex={1}
                  miw={160}
                  {...at.getInputProps(`options.${index}.name`)}
                />
                <Checkbox
                  label="Recommended"
                  mb={8}
                  checked={option.recommended}
                  onChange={(event) => recommend(index, event.currentTarget.checked)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={2}
                  aria-label={`Remove option ${option.name || index + 1}`}
                  disabled={options.length <= ESTIMATE_OPTIONS_MIN}
                  onClick={() => remove(index)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
              <ItemsEditor form={at} path={`options.${index}.items`} items={option.items} />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      {typeof form.errors.options === 'string' && (
        <Text c="red" size="sm">
          {form.errors.options}
        </Text>
      )}
    </>
  );
}

function SectionHeader({ title, action, onAction }: { title: string; action: string; onAction: () => void }) {
  return (
    <Group justify="space-between" mt="xs">
      <Text fw={700} size="sm">
        {title}
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={onAction}>
        {action}
      </Button>
    </Group>
  );
}
