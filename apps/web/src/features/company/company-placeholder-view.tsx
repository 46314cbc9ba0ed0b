import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '@/lib/link-components';

/** /company/{vanityName}/... until the profile-site issue lands. */
export function CompanyPlaceholderView({ vanityName, page }: { vanityName: string; page: string }) {
  return (
    <Container py="xl">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed" tt="uppercase" fw={700}>
            Company profile{page !== 'home' ? ` · ${page}` : ''}
          </Text>
          <Title order={1}>{vanityName}</Title>
          <Text c="dimmed">This company&apos;s profile pages are on their way.</Text>
          <AnchorLink href="/search" fw={600}>
            Find another pro
          </AnchorLink>
        </Stack>
      </Paper>
    </Container>
  );
}
