import { Box, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconHeartHandshake,
  IconRosetteDiscountCheck,
  IconSearch,
  IconStarFilled,
} from '@tabler/icons-react';
import { FeaturedProfessionals } from '@/features/search/featured-professionals';
import { POPULAR_SERVICES, searchPath } from '@/features/search/popular-services';
import { BadgeLink, ButtonLink } from '@/lib/link-components';

const REASONS = [
  {
    icon: IconHeartHandshake,
    title: 'Recommended by friends',
    text: 'See which pros your friends trust, and sort results by their recommendations.',
  },
  {
    icon: IconStarFilled,
    title: 'Honest reviews',
    text: 'Read reviews from verified customers and neighbours before you call.',
  },
  {
    icon: IconRosetteDiscountCheck,
    title: 'Prices up front',
    text: 'Ask for pricing and availability online, approve estimates and pay invoices in one place.',
  },
] as const;

export function HomeView({ siteName }: { siteName: string }) {
  return (
    <>
      <Box
        py={{ base: 48, sm: 88 }}
        style={{
          background:
            'radial-gradient(ellipse 60% 80% at 85% 10%, rgba(246, 180, 63, 0.35) 0%, transparent 70%), linear-gradient(180deg, var(--mantine-color-brand-0) 0%, #fff 100%)',
        }}
      >
        <Container>
          <Stack gap="lg">
            <Title
              order={1}
              fz={{ base: 34, sm: 52 }}
              lh={1.08}
              maw={{ base: '100%', md: 900 }}
              style={{ letterSpacing: '-0.02em' }}
            >
              Find trusted home-service pros
            </Title>
            <Text size="lg" c="dark.4" maw={600}>
              Cleaners, plumbers, landscapers and more near you, with reviews from customers and
              recommendations from your friends on {siteName}.
            </Text>
            <Group gap="sm">
              <ButtonLink href="/search" size="md" leftSection={<IconSearch size={18} />}>
                Find a Pro
              </ButtonLink>
              <ButtonLink href="/account/register?promote=1" size="md" variant="default">
                List your business for free
              </ButtonLink>
            </Group>
            <Group component="nav" gap={8} mt="xs" aria-label="Popular services">
              {POPULAR_SERVICES.map((service) => (
                <BadgeLink
                  key={service}
                  href={searchPath(service)}
                  variant="white"
                  color="dark"
                  size="lg"
                  radius="xl"
                  tt="none"
                  fw={500}
                  style={{ cursor: 'pointer', border: '1px solid var(--mantine-color-gray-3)' }}
                >
                  {service}
                </BadgeLink>
              ))}
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container py={{ base: 'xl', sm: 48 }}>
        <FeaturedProfessionals />
      </Container>

      <Container py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <Stack key={title} gap="xs">
              <ThemeIcon size={44} radius="md" variant="light">
                <Icon size={24} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {title}
              </Title>
              <Text c="dimmed">{text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>

      <Container py="xl">
        <Card radius="lg" padding="xl" bg="dark.7" c="white">
          <Group justify="space-between" gap="lg">
            <Stack gap={4} maw={640}>
              <Title order={2} size="h3">
                Run a home-service business?
              </Title>
              <Text c="dark.0">
                Get a free profile, show up in search and collect reviews. Upgrade to Pro only when you want
                more.
              </Text>
            </Stack>
            <ButtonLink href="/business" size="md" variant="white" color="dark">
              See how it works
            </ButtonLink>
          </Group>
        </Card>
      </Container>
    </>
  );
}
