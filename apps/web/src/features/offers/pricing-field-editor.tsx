'use client';

import { ActionIcon, Button, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { PricingFormQuestion } from '@porchlight/core/offers/offer-defaults';
import { optionValue } from '@porchlight/core/offers/offer-defaults';
import {
  BUILDER_FIELD_LABELS,
  type BuilderFieldType,
  pricingFormMessages,
} from '@porchlight/core/offers/pricing-form.rules';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash, IconX } from '@tabler/icons-react';

const WITH_OPTIONS = new Set(['radio', 'dropdown', 'checkbox']);

/** One field of the pricing-form builder: label, help text, required, options (spec 2 §5). */
export function PricingFieldEditor({
  field,
  position,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  field: PricingFormQuestion;
  position: number;
  count: number;
  onChange: (field: PricingFormQuestion) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}) {
  const options = field.options ?? [];
  // spec 2 §5: address fields are not editable; the uploader's text follows its Required toggle.
  const fixedLabel = field.type === 'address' || field.type === 'uploader';
  const setOption = (index: number, label: string) =>
    onChange({
      ...field,
      options: options.map((option, other) =>
        other === index ? { label, value: optionValue(label) } : option,
      ),
    });
  const typeLabel = BUILDER_FIELD_LABELS[field.type as BuilderFieldType] ?? field.type;

  return (
    <Paper withBorder p="sm" radius="md" aria-label={`Field ${position + 1}: ${field.label || typeLabel}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {typeLabel}
          </Text>
          <Group gap={4}>
            <ActionIcon
              variant="subtle"
              aria-label="Move up"
              disabled={position === 0}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label="Move down"
              disabled={position === count - 1}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label="Remove field" onClick={onRemove}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        {fixedLabel ? (
          <Text size="sm">{field.label}</Text>
        ) : (
          <>
            <TextInput
              label="Question"
              value={field.label}
              maxLength={200}
              onChange={(event) => onChange({ ...field, label: event.currentTarget.value })}
            />
            <TextInput
              label="Help text"
              value={field.descriptionText ?? ''}
              maxLength={500}
              onChange={(event) => onChange({ ...field, descriptionText: event.currentTarget.value })}
            />
          </>
        )}
        {WITH_OPTIONS.has(field.type) && (
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              Answers
            </Text>
            {options.map((option, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: answers have no identity before they are saved; the inputs are controlled, so a remount loses nothing
              <Group key={index} gap={6} wrap="nowrap">
                <TextInput
                  flex={1}
                  aria-label={`Answer ${index + 1}`}
                  value={option.label}
                  maxLength={100}
                  onChange={(event) => setOption(index, event.currentTarget.value)}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove answer ${index + 1}`}
                  onClick={() =>
                    onChange({ ...field, options: options.filter((_, other) => other !== index) })
                  }
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => onChange({ ...field, options: [...options, { label: '', value: '' }] })}
              style={{ alignSelf: 'flex-start' }}
            >
              Add answer
            </Button>
          </Stack>
        )}
        {field.type !== 'address' && (
          <Switch
            label="Required"
            checked={field.required}
            onChange={(event) => {
              const required = event.currentTarget.checked;
              const label =
                field.type === 'uploader' ? pricingFormMessages.uploaderLabel(required) : field.label;
              onChange({ ...field, required, label });
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
