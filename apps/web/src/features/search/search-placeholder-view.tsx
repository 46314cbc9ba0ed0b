import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { BadgeLink } from '@/lib/link-components';
import { FeaturedProfessionals } from './featured-professionals';
import { POPULAR_SERVICES, searchPath } from './popular-services';

/** /search until the search issue lands: the query from the URL, quick links and featured pros. */
export function SearchPlaceholderView({ query, zipCode }: { query: string | null; zipCode: string | null }) {
  return (
    <Container py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>
            {query ? `Pros for “${query}”${zipCode ? ` near ${zipCode}` : ''}` : 'Find a Pro'}
          </Title>
          <Text c="dimmed">
            Search by service and zip code is coming soon. Meanwhile, start from a popular service.
          </Text>
        </Stack>
        <Paper withBorder radius="lg" p="lg">
          <Text fw={600} mb="sm">
            Popular Services
          </Text>
          <Group component="nav" aria-label="Popular services" gap={8}>
            {POPULAR_SERVICES.map((service) => (
              <BadgeLink
                key={service}
                href={searchPath(service)}
                variant="light"
                size="lg"
                radius="xl"
                tt="none"
                fw={500}
                style={{ cursor: 'pointer' }}
              >
                {service}
              </BadgeLink>
            ))}
          </Group>
        </Paper>
        <FeaturedProfessionals />
      </Stack>
    </Container>
  );
}
