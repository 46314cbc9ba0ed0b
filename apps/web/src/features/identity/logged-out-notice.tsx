'use client';

import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { authMessages } from '@porchlight/core/identity/auth.messages';
import { withReturnTo } from '@/lib/return-to';
import { Link } from '@/ui/link';

/** Shown in place of a members-only page once the session has ended while it was open. */
export function LoggedOutNotice({ returnTo }: { returnTo: string }) {
  return (
    <Paper withBorder radius="lg" p="xl" maw={440} mx="auto" my="xl">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} size="h3">
          You are logged out
        </Title>
        <Text c="dimmed">{authMessages.notLoggedIn}</Text>
        <Button component={Link} href={withReturnTo('/account/login', returnTo)}>
          Log in
        </Button>
      </Stack>
    </Paper>
  );
}
