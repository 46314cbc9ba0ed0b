'use client';

import { Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { TEAM_INVITATION_PATH } from '@porchlight/core/providers/team.constants';
import { TEAM_ROLE_LABELS } from '@porchlight/core/providers/team.messages';
import { acceptTeamInvitationRoute } from '@porchlight/core/providers/team.routes';
import type { TeamInvitationPreview } from '@porchlight/core/providers/team.schemas';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@/features/identity/current-user-context';
import { callApi } from '@/lib/api-client';
import { withReturnTo } from '@/lib/return-to';
import { useAction } from '@/lib/use-action';
import { Link } from '@/ui/link';

/** The page's one card, clear of the screen's edges on phones. */
function Card({ children }: { children: ReactNode }) {
  return (
    <Box px="md" my="xl">
      <Paper withBorder radius="lg" p="xl" maw={480} mx="auto">
        {children}
      </Paper>
    </Box>
  );
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/**
 * "<Company> invited you to join as a technician": Accept for a signed-in person, else Log in and
 * Sign up, both coming back here. After accepting, My account (which now lists the company).
 */
export function TeamInvitationView({
  token,
  invitation,
  problem,
}: {
  token: string;
  invitation: TeamInvitationPreview | null;
  /** Why the link no longer works (expired, withdrawn, used). */
  problem?: string;
}) {
  const { user, known, reload } = useCurrentUser();
  const router = useRouter();
  const here = `${TEAM_INVITATION_PATH}/${encodeURIComponent(token)}`;
  const accept = useAction(
    async () => {
      const joined = await callApi(acceptTeamInvitationRoute, { params: { token }, body: {} });
      await reload();
      router.push('/account');
      return `You joined ${joined.providerName} as ${TEAM_ROLE_LABELS[joined.role].toLowerCase()}.`;
    },
    { success: (message) => message, staysBusy: true },
  );

  if (!invitation) {
    return (
      <Card>
        <Stack align="center" gap="sm" ta="center">
          <Title order={1} size="h3">
            Team invitation
          </Title>
          <Text c="dimmed">{problem}</Text>
          <Button component={Link} href="/" variant="default">
            Go to the home page
          </Button>
        </Stack>
      </Card>
    );
  }
  const role = TEAM_ROLE_LABELS[invitation.role].toLowerCase();
  return (
    <Card>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} size="h3">
          {invitation.providerName} invited you to join as {article(role)} {role}
        </Title>
        <Text c="dimmed" size="sm">
          {invitation.role === 'technician'
            ? 'You will see the visits assigned to you and can mark them on the way, started and done.'
            : 'You will run the Service Manager and the schedule with the owner.'}
        </Text>
        {!known ? (
          <Skeleton height={36} width={160} />
        ) : user ? (
          <Stack gap={4} align="center">
            <Button size="md" loading={accept.busy} onClick={() => accept.run()}>
              Accept
            </Button>
            <Text size="xs" c="dimmed">
              Signed in as {user.email}
            </Text>
          </Stack>
        ) : (
          <Stack gap="xs" align="center">
            <Text size="sm">Log in or sign up with the e-mail address the invitation was sent to.</Text>
            <Group justify="center" gap="sm">
              <Button component={Link} href={withReturnTo('/account/login', here)}>
                Log in
              </Button>
              <Button component={Link} href={withReturnTo('/account/register', here)} variant="default">
                Sign up
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
