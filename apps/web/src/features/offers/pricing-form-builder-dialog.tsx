'use client';

import { Alert, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import type { PricingFormQuestion } from '@porchlight/core/offers/offer-defaults';
import { editOfferRoute } from '@porchlight/core/offers/offers.routes';
import {
  BUILDER_FIELD_LABELS,
  BUILDER_FIELD_TYPES,
  type BuilderFieldType,
  fieldName,
  pricingFormMessages as messages,
  PRICING_FORM_MAX_FIELDS,
  pricingFormIssue,
} from '@porchlight/core/offers/pricing-form.rules';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { callApi } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { PricingFieldEditor } from './pricing-field-editor';

function newField(type: BuilderFieldType, form: readonly PricingFormQuestion[]): PricingFormQuestion {
  const taken = form.map((field) => field.name);
  if (type === 'uploader')
    return { type, label: messages.uploaderLabel(false), name: fieldName(type, '', taken), required: false };
  if (type === 'address')
    return { type, label: 'Where is the service needed?', name: fieldName(type, '', taken), required: true };
  const label = `New question ${form.length + 1}`;
  const withOptions = type === 'radio' || type === 'dropdown' || type === 'checkbox';
  return {
    type,
    label,
    name: fieldName(type, label, taken),
    required: false,
    ...(withOptions ? { options: [] } : {}),
  };
}

/**
 * The pricing-form builder of one offer (spec 2 §2.16, §5): the questions its Request Pricing wizard
 * asks, in order. One uploader and one address at most; the contact step is always asked.
 */
export function PricingFormBuilderDialog({
  vanityName,
  offerNumber,
  offerName,
  initial,
  onClose,
}: {
  vanityName: string;
  offerNumber: number;
  offerName: string;
  initial: PricingFormQuestion[];
  onClose: () => void;
}) {
  const [form, setForm] = useState<PricingFormQuestion[]>(initial);
  const [issue, setIssue] = useState<string | null>(null);

  const change = (next: PricingFormQuestion[]) => {
    setIssue(null);
    setForm(next);
  };
  const save = useAction(
    async () => {
      await callApi(editOfferRoute, {
        params: { offerNumber },
        query: { vanityName },
        body: { pricingForm: form },
      });
    },
    { success: messages.saved, errorTitle: messages.errorTitle, refresh: 'reload-soon', staysBusy: true },
  );

  const has = (type: string) => form.some((field) => field.type === type);
  return (
    <Modal
      opened
      onClose={onClose}
      title={<Text fw={800}>Pricing form: {offerName}</Text>}
      size="lg"
      centered
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The questions visitors answer when they request pricing for {offerName}. Their contact details are
          always asked last.
        </Text>
        {form.map((field, index) => (
          <PricingFieldEditor
            key={field.name}
            field={field}
            position={index}
            count={form.length}
            onChange={(next) => change(form.map((other, at) => (at === index ? next : other)))}
            onMove={(offset) => {
              const next = [...form];
              const [moved] = next.splice(index, 1);
              if (moved) next.splice(index + offset, 0, moved);
              change(next);
            }}
            onRemove={() => change(form.filter((_, at) => at !== index))}
          />
        ))}
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={form.length >= PRICING_FORM_MAX_FIELDS}
              style={{ alignSelf: 'flex-start' }}
            >
              Add a question
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {BUILDER_FIELD_TYPES.map((type) => (
              <Menu.Item
                key={type}
                disabled={(type === 'uploader' || type === 'address') && has(type)}
                onClick={() => change([...form, newField(type, form)])}
              >
                {BUILDER_FIELD_LABELS[type]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        {issue && (
          <Alert color="red" role="alert">
            {issue}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              // The server checks the same rules; asking it first would only be slower.
              const found = pricingFormIssue(form);
              if (found) setIssue(found);
              else save.run();
            }}
            loading={save.busy}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
