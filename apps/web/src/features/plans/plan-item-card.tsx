import { Badge, Checkbox, Group, List, Paper, Stack, Text } from '@mantine/core';
import { planPageMessages as words } from '@porchlight/core/plans/plans.messages';
import type { PlanView } from '@porchlight/core/plans/plans.schemas';
import { formatDay } from '@porchlight/core/text/date.rules';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type PlanItemView = PlanView['items'][number];

/** How the company holds an item now, as a badge; none when it does not have it. */
function stateBadge(item: PlanItemView, trialEndsAt: string | null): ReactNode {
  switch (item.state) {
    case 'paid':
      return <Badge color="teal">{words.paid}</Badge>;
    case 'complimentary':
      return (
        <Badge color="teal" variant="light">
          {words.included}
        </Badge>
      );
    case 'trial':
      return (
        <Badge color="cyan" variant="light">
          {trialEndsAt ? words.trialUntil(formatDay(trialEndsAt)) : words.included}
        </Badge>
      );
    default:
      return null;
  }
}

/** A card of the catalogue: what the item includes and costs, how it is held, and its tick box. */
export function PlanItemCard({
  title,
  priceLabel,
  summary,
  includes,
  badge,
  choice,
}: {
  title: string;
  priceLabel: string;
  summary: string;
  includes: readonly string[];
  badge: ReactNode;
  /** The tick box; none for what nobody chooses (the free listing). */
  choice?: { checked: boolean; disabled: boolean; onChange: (checked: boolean) => void };
}) {
  // An add-on's one line often says what its summary says: the card shows it once.
  const lines = includes.filter((line) => !summary.startsWith(line));
  const heading = (
    <Text fw={800} component="span">
      {title}
    </Text>
  );
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      bg={choice?.checked ? 'brand.0' : undefined}
      style={choice?.checked ? { borderColor: 'var(--mantine-color-brand-5)' } : undefined}
    >
      <Stack gap="xs">
        {choice ? (
          <Checkbox
            label={heading}
            checked={choice.checked}
            disabled={choice.disabled}
            onChange={(event) => choice.onChange(event.currentTarget.checked)}
          />
        ) : (
          heading
        )}
        <Group gap="xs" wrap="wrap">
          <Text fw={700} c="brand.8" size="sm">
            {priceLabel}
          </Text>
          {badge}
        </Group>
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
        {lines.length > 0 && (
          <List
            size="sm"
            spacing={4}
            icon={<IconCheck size={14} color="var(--mantine-color-teal-7)" aria-hidden />}
          >
            {lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}

/** An item of the view as a card. */
export function ViewItemCard({
  item,
  trialEndsAt,
  checked,
  locked,
  onChange,
}: {
  item: PlanItemView;
  trialEndsAt: string | null;
  checked: boolean;
  /** No change now (a cancellation waits, or a call is under way). */
  locked: boolean;
  onChange: (checked: boolean) => void;
}) {
  // What the platform gives is nobody's choice: no tick box, its badge says it is included.
  const given = item.state === 'complimentary';
  return (
    <PlanItemCard
      title={item.name}
      priceLabel={item.priceLabel}
      summary={item.summary}
      includes={item.includes}
      badge={stateBadge(item, trialEndsAt)}
      choice={given ? undefined : { checked, disabled: locked, onChange }}
    />
  );
}
