'use client';

import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { FREE_LISTING, planItemOf } from '@porchlight/core/plans/plans.catalog';
import { monthlyPriceLabel } from '@porchlight/core/plans/plans.rules';
import { type AddOnChoice, OFFERED_ADD_ONS } from './add-ons';

function AddOnCard({
  title,
  note,
  price: monthly,
  checked,
  disabled,
  onChange,
}: {
  title: string;
  note: string;
  price: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  return (
    <Paper withBorder radius="md" p="sm" bg={checked ? 'brand.0' : undefined}>
      <Checkbox
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.currentTarget.checked)}
        label={
          <Group gap="xs" wrap="wrap">
            <Text fw={700} size="sm">
              {title}
            </Text>
            <Badge variant="light" color={disabled ? 'teal' : 'brand'} size="sm">
              {monthly}
            </Badge>
          </Group>
        }
        description={note}
      />
    </Paper>
  );
}

/**
 * Step 0 (spec 2 §2.3): what the provider is interested in. The free marketplace listing is always
 * selected; the paid add-ons become the Publish call's wants* flags.
 */
export function AddOnsStep({
  addOns,
  onChange,
}: {
  addOns: AddOnChoice;
  onChange: (addOns: AddOnChoice) => void;
}) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        What are you interested in? Your marketplace listing is free; add-ons are optional and you can change
        your mind later.
      </Text>
      <AddOnCard title={FREE_LISTING.name} note={FREE_LISTING.summary} price="Free" checked disabled />
      {OFFERED_ADD_ONS.map((key) => {
        const plan = planItemOf(key);
        return (
          <AddOnCard
            key={key}
            title={plan.name}
            note={plan.summary}
            price={monthlyPriceLabel(plan)}
            checked={addOns[key]}
            onChange={(checked) => onChange({ ...addOns, [key]: checked })}
          />
        );
      })}
    </Stack>
  );
}
