import { Badge, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PlanItemKey } from '@porchlight/core/plans/plans.catalog';
import { FREE_LISTING } from '@porchlight/core/plans/plans.catalog';
import { planPageMessages as words } from '@porchlight/core/plans/plans.messages';
import type { PlanView } from '@porchlight/core/plans/plans.schemas';
import { PlanItemCard, ViewItemCard } from './plan-item-card';

/** Every item of the catalogue, from the view, after the free listing every company has. */
export function PlanCatalogue({
  view,
  choice,
  locked,
  onToggle,
}: {
  view: PlanView;
  choice: readonly PlanItemKey[];
  locked: boolean;
  onToggle: (key: PlanItemKey, on: boolean) => void;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={words.catalogueTitle}>
      <div>
        <Title order={2} size="h3">
          {words.catalogueTitle}
        </Title>
        <Text c="dimmed" size="sm">
          {words.catalogueHint}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <PlanItemCard
          title={FREE_LISTING.name}
          priceLabel={words.free}
          summary={FREE_LISTING.summary}
          includes={FREE_LISTING.includes}
          badge={
            <Badge color="teal" variant="light">
              {words.alwaysIncluded}
            </Badge>
          }
        />
        {view.items.map((item) => (
          <ViewItemCard
            key={item.key}
            item={item}
            trialEndsAt={view.trialEndsAt}
            checked={choice.includes(item.key)}
            locked={locked}
            onChange={(on) => onToggle(item.key, on)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
