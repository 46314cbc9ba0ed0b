import { planItemOf } from '@porchlight/core/plans/plans.catalog';
import { monthlyPriceLabel } from '@porchlight/core/plans/plans.rules';
import { uiMessages } from '@porchlight/core/ui/ui.messages';
import { IconCheck, IconEyeOff } from '@tabler/icons-react';
import { plansHref } from '@/features/plans/plans-href';
import { ButtonLink } from '@/ui/button-link';
import { ThemeIcon } from '@/ui/decorations';
import { Group, Stack } from '@/ui/layout';
import { List, ListItem } from '@/ui/list';
import { Text } from '@/ui/typography';
import { Section } from './profile-blocks';
import classes from './profile-pages.module.css';

/** Owner-only, non-Pro plans: Client Hub and Reviews (spec 1 "Profile home page"); upgrading is on the Plans page. */
export function OwnerUpsell({ vanityName }: { vanityName: string }) {
  return (
    <Section className={classes.upsell} title={undefined}>
      <Stack gap="sm">
        <Group gap={6} c="dark.0">
          <IconEyeOff size={16} aria-hidden />
          <Text size="xs" fw={700} tt="uppercase">
            {uiMessages.ownerOnlyHint}
          </Text>
        </Group>
        <Text fw={800} fz="xl" c="white">
          Win more jobs with the Client Hub and Reviews
        </Text>
        <List
          spacing={6}
          size="sm"
          c="dark.0"
          icon={
            <ThemeIcon size={20} radius="xl" color="brand">
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          <ListItem>Client Hub: customers approve estimates and pay invoices online.</ListItem>
          <ListItem>Reviews: every paid invoice asks your customer for a review, automatically.</ListItem>
          <ListItem>A rich-text about page and downloadable videos.</ListItem>
        </List>
        <Group>
          <ButtonLink href={plansHref(vanityName)}>
            Upgrade to Pro · {monthlyPriceLabel(planItemOf('pro'))}
          </ButtonLink>
        </Group>
      </Stack>
    </Section>
  );
}
