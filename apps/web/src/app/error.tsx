'use client';

import { Button, Container, Stack, Text, Title } from '@mantine/core';

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Container size={560} py={80}>
      <Stack align="center" ta="center" gap="sm">
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        <Text c="dimmed">
          We are unable to retrieve your information at this time. Please try again later.
        </Text>
        <Button onClick={reset} mt="sm">
          Try again
        </Button>
      </Stack>
    </Container>
  );
}
