import { formatCents } from '@porchlight/core/billing/money.rules';
import { FREE_LISTING, PLAN_ITEMS, planItemOf } from '@porchlight/core/plans/plans.catalog';
import { monthlyPriceLabel } from '@porchlight/core/plans/plans.rules';
import {
  ADD_ON_MONTHLY_CENTS,
  SERVICE_MANAGER_TRIAL_DAYS,
  TRUST_REFERRALS_PERCENT,
  TRUST_REFERRALS_SOURCE,
} from '@porchlight/core/site/site.constants';
import {
  IconCheck,
  IconFileInvoice,
  IconPhone,
  IconTool,
  IconVideo,
  IconWorld,
  IconWorldWww,
} from '@tabler/icons-react';
import { CREATE_COMPANY_PATH } from '@/features/providers/create-company/create-company-path';
import { AnchorLink } from '@/ui/anchor-link';
import { Badge } from '@/ui/badge';
import { ButtonLink } from '@/ui/button-link';
import { Container } from '@/ui/container';
import { ThemeIcon } from '@/ui/decorations';
import { SimpleGrid } from '@/ui/grids';
import { Box, Group, Stack } from '@/ui/layout';
import { List, ListItem } from '@/ui/list';
import { Card } from '@/ui/surfaces';
import { Text, Title } from '@/ui/typography';

/** Create Your Company Profile; visitors are sent to register first and come back to it. */
const PROMOTE_HREF = CREATE_COMPANY_PATH;

const ADD_ON_ICONS: Record<string, typeof IconWorld> = {
  website: IconWorldWww,
  fsm: IconTool,
  phone: IconPhone,
  domain: IconWorld,
  clientHub: IconFileInvoice,
  promoVideo: IconVideo,
};

function Check({ children }: { children: string }) {
  return <ListItem>{children}</ListItem>;
}

export function BusinessView({ siteName }: { siteName: string }) {
  const listing = FREE_LISTING;
  const pro = planItemOf('pro');
  const addOns = PLAN_ITEMS.filter((plan) => plan.key !== 'pro');
  const trialNames = PLAN_ITEMS.filter((plan) => 'trialDays' in plan)
    .map((plan) => plan.name)
    .join(' and ');
  const checkIcon = (
    <ThemeIcon size={20} radius="xl" color="brand">
      <IconCheck size={13} />
    </ThemeIcon>
  );

  return (
    <>
      <Box
        py={{ base: 48, sm: 72 }}
        style={{
          background:
            'radial-gradient(ellipse at 80% 0%, var(--mantine-color-brand-1) 0%, transparent 60%), linear-gradient(180deg, var(--mantine-color-brand-0) 0%, #fff 100%)',
        }}
      >
        <Container>
          <Stack gap="lg" maw={720}>
            <Badge variant="light" size="lg" radius="sm" w="fit-content">
              For home-service businesses
            </Badge>
            <Title order={1} fz={{ base: 32, sm: 46 }} lh={1.1}>
              Grow your business on {siteName}
            </Title>
            <Text size="lg" c="dark.4">
              Homeowners search {siteName} by service and zip code, read reviews from people they know and ask
              for prices. Your listing is free, always.
            </Text>
            <Group gap="sm">
              <ButtonLink href={PROMOTE_HREF} size="md">
                List your business for free
              </ButtonLink>
              <ButtonLink href="#plans" size="md" variant="default">
                See plans and prices
              </ButtonLink>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container py="xl">
        <Card withBorder radius="lg" padding="xl" bg="dark.7" c="white">
          <Group gap="xl" wrap="wrap" align="center">
            <Text fz={{ base: 48, sm: 64 }} fw={800} lh={1} c="brand.4">
              {TRUST_REFERRALS_PERCENT}%
            </Text>
            <Stack gap={4} style={{ flex: '1 1 320px' }}>
              <Text fw={700} size="xl">
                {TRUST_REFERRALS_PERCENT}% trust referrals
              </Text>
              <Text c="dark.0">
                People trust recommendations from someone they know more than any advertising. On {siteName},
                friends&apos; reviews come first and searches can be sorted by what friends recommend.
              </Text>
              <Text size="xs" c="dark.1" data-testid="statistic-source">
                Source:{' '}
                <AnchorLink href={TRUST_REFERRALS_SOURCE.url} c="dark.0" size="xs" rel="noopener">
                  {TRUST_REFERRALS_SOURCE.text}
                </AnchorLink>
              </Text>
            </Stack>
          </Group>
        </Card>
      </Container>

      <Container py="xl" id="plans">
        <Stack gap="xs" mb="lg">
          <Title order={2}>Plans</Title>
          <Text c="dimmed">Start free. Upgrade when you want more.</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Card withBorder radius="lg" padding="xl">
            <Stack gap="sm" h="100%">
              <Group justify="space-between">
                <Title order={3}>{listing.name}</Title>
                <Badge color="teal" variant="light">
                  Always included
                </Badge>
              </Group>
              <Text fz={36} fw={800} lh={1}>
                Free
              </Text>
              <Text c="dimmed">{listing.summary}</Text>
              <List spacing={6} icon={checkIcon} size="sm">
                <Check>Company profile with services, photos, hours and map</Check>
                <Check>Placement in search by service and zip code</Check>
                <Check>Customer reviews and replies</Check>
                <Check>Pricing and availability requests</Check>
              </List>
              <ButtonLink href={PROMOTE_HREF} variant="default" style={{ marginTop: 'auto' }}>
                List your business for free
              </ButtonLink>
            </Stack>
          </Card>
          <Card
            withBorder
            radius="lg"
            padding="xl"
            style={{ borderColor: 'var(--mantine-color-brand-5)', borderWidth: 2 }}
          >
            <Stack gap="sm" h="100%">
              <Group justify="space-between">
                <Title order={3}>{pro.name}</Title>
                <Badge variant="filled">Upgrade</Badge>
              </Group>
              <Text fz={36} fw={800} lh={1}>
                {formatCents(pro.priceCents)}
                <Text span fz="md" fw={500} c="dimmed">
                  {' '}
                  /month
                </Text>
              </Text>
              <Text c="dimmed">{pro.summary}</Text>
              <List spacing={6} icon={checkIcon} size="sm">
                <Check>Everything in the free listing</Check>
                {pro.includes.map((line) => (
                  <Check key={line}>{line}</Check>
                ))}
              </List>
              <ButtonLink href={PROMOTE_HREF} style={{ marginTop: 'auto' }}>
                Get started
              </ButtonLink>
            </Stack>
          </Card>
        </SimpleGrid>
      </Container>

      <Container py="xl">
        <Stack gap="xs" mb="lg">
          <Title order={2}>Add-ons</Title>
          <Text c="dimmed">
            Pick only what you need, {formatCents(ADD_ON_MONTHLY_CENTS)}/month each. {trialNames} come with a{' '}
            {SERVICE_MANAGER_TRIAL_DAYS}-day free trial.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {addOns.map((plan) => {
            const Icon = ADD_ON_ICONS[plan.key] ?? IconTool;
            return (
              <Card key={plan.key} withBorder radius="lg" padding="lg">
                <Stack gap="xs">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <ThemeIcon size={40} radius="md" variant="light">
                      <Icon size={22} />
                    </ThemeIcon>
                    {'trialDays' in plan ? (
                      <Badge color="teal" variant="light">
                        {plan.trialDays}-day free trial
                      </Badge>
                    ) : null}
                  </Group>
                  <Title order={3} size="h4">
                    {plan.name}
                  </Title>
                  <Text fw={700} c="brand.8">
                    {monthlyPriceLabel(plan)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {plan.summary}
                  </Text>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Container>

      <Container py="xl">
        <Card
          radius="lg"
          padding="xl"
          bg="brand.0"
          withBorder
          style={{ borderColor: 'var(--mantine-color-brand-2)' }}
        >
          <Group justify="space-between" gap="lg">
            <Stack gap={4}>
              <Title order={2} size="h3">
                Ready when you are
              </Title>
              <Text c="dark.4">Create your free account, then add your company in a few minutes.</Text>
            </Stack>
            <ButtonLink href={PROMOTE_HREF} size="md">
              List your business for free
            </ButtonLink>
          </Group>
        </Card>
      </Container>
    </>
  );
}
