import { Container, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '@/lib/link-components';

export default function NotFound() {
  return (
    <Container size={560} py={80}>
      <Stack align="center" ta="center" gap="sm">
        <Text fz={56} fw={800} c="brand.6" lh={1}>
          404
        </Text>
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <ButtonLink href="/" mt="sm">
          Go to the home page
        </ButtonLink>
      </Stack>
    </Container>
  );
}
