'use client';

import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { DocumentFormValues } from './document-dialog';

/** One line as the form holds it: dollars and quantities as typed. */
export interface ItemValues {
  name: string;
  description: string;
  rate: number | string;
  quantity: number | string;
  tax: boolean;
}

export const blankItem = (): ItemValues => ({ name: '', description: '', rate: 0, quantity: 1, tax: true });

/**
 * The lines of an estimate or invoice, or of one of an estimate's options: `path` is where the list sits
 * in the form ('items', 'options.1.items').
 */
export function ItemsEditor({
  form,
  path,
  items,
}: {
  form: UseFormReturnType<DocumentFormValues>;
  /** 'items', or 'options.{n}.items' (typed as the first: Mantine types paths by literal). */
  path: 'items' | `options.${number}.items`;
  items: ItemValues[];
}) {
  const error = form.errors[path];
  return (
    <>
      {items.map((_, index) => (
        <Stack
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no id until saved; their order is their identity
          key={index}
          gap={6}
          p="sm"
          bd="1px solid var(--mantine-color-gray-3)"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          role="group"
          aria-label={`Item ${index + 1}`}
        >
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput flex={1} label="Item" required {...form.getInputProps(`${path}.${index}.name`)} />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove item ${index + 1}`}
              disabled={items.length === 1}
              onClick={() => form.removeListItem(path, index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
          <Textarea
            label="Description"
            autosize
            minRows={1}
            {...form.getInputProps(`${path}.${index}.description`)}
          />
          <Group gap="xs" align="flex-end">
            <NumberInput
              label="Rate"
              prefix="$"
              decimalScale={2}
              min={0}
              thousandSeparator=","
              w={130}
              {...form.getInputProps(`${path}.${index}.rate`)}
            />
            <NumberInput
              label="Quantity"
              decimalScale={2}
              min={0}
              w={100}
              {...form.getInputProps(`${path}.${index}.quantity`)}
            />
            <Checkbox
              label="Taxable"
              mb={8}
              {...form.getInputProps(`${path}.${index}.tax`, { type: 'checkbox' })}
            />
          </Group>
        </Stack>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => form.insertListItem(path as 'items', blankItem())}
        style={{ alignSelf: 'flex-start' }}
      >
        Add item
      </Button>
      {typeof error === 'string' && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
    </>
  );
}
