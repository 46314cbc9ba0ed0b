'use client';

import { Alert, Badge, Box, Button, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { TEAM_ROLE_LABELS } from '@porchlight/core/providers/team.messages';
import {
  getTeamRoute,
  inviteTeamMemberRoute,
  removeTeamMemberRoute,
  revokeTeamInvitationRoute,
} from '@porchlight/core/providers/team.routes';
import {
  type TeamInvitation,
  type TeamInviteRequest,
  type TeamMember,
  teamInviteRequestSchema,
} from '@porchlight/core/providers/team.schemas';
import { TEAM_INVITE_ROLES } from '@porchlight/core/scheduling/scheduling.constants';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useCurrentUser } from '@/features/identity/current-user-context';
import { EmailInviteForm } from '@/features/identity/email-invite-form';
import { formatDate, PersonRow } from '@/features/identity/person-row';
import { callApi } from '@/lib/api-client';
import { openConfirmDialog } from '@/lib/dialogs';
import { applyApiError } from '@/lib/form-errors';
import { apiQuery, apiQueryKey } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';

const ROLE_OPTIONS = TEAM_INVITE_ROLES.map((role) => ({ value: role, label: TEAM_ROLE_LABELS[role] }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function InviteForm({ vanityName, onSent }: { vanityName: string; onSent: () => Promise<void> }) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TeamInviteRequest>({
    initialValues: { email: '', role: 'technician' },
    validate: schemaResolver(teamInviteRequestSchema, { sync: true }),
  });
  const submit = useAction(
    async (values: TeamInviteRequest) => {
      setFormError(null);
      const body = teamInviteRequestSchema.parse(values);
      const answer = await callApi(inviteTeamMemberRoute, { query: { vanityName }, body });
      form.reset();
      await onSent();
      return answer.message;
    },
    {
      success: (message) => message,
      onError: (error) => {
        setFormError(applyApiError(form, error, { 409: 'email' }));
        return true;
      },
    },
  );
  return (
    <EmailInviteForm
      form={form}
      error={formError}
      busy={submit.busy}
      emailLabel="E-mail address"
      submitLabel="Send invitation"
      onSubmit={(values) => submit.run(values)}
    >
      <Select
        label="Role"
        data={ROLE_OPTIONS}
        allowDeselect={false}
        style={{ flex: '0 1 160px' }}
        {...form.getInputProps('role')}
      />
    </EmailInviteForm>
  );
}

const personOf = (member: TeamMember) => `${member.firstName} ${member.lastName}`.trim();
const isExpired = (invitation: TeamInvitation) => new Date(invitation.expiresAt).getTime() <= Date.now();

/**
 * The company's team (issue 33 item 3): who works for it and who is invited. Owners and managers see
 * it (to assign visits); only the owner invites, withdraws invitations and removes people.
 */
export function TeamTab({ vanityName, isOwner }: { vanityName: string; isOwner: boolean }) {
  const userId = useCurrentUser().user?.id;
  const queryClient = useQueryClient();
  const team = useQuery(apiQuery(getTeamRoute, { query: { vanityName } }));
  const reload = () => queryClient.invalidateQueries({ queryKey: apiQueryKey(getTeamRoute) });
  // `key` names the button that shows the action as busy.
  const act = useAction(
    async (_key: string, action: () => Promise<{ message: string }>) => {
      try {
        return (await action()).message;
      } finally {
        await reload();
      }
    },
    { success: (message) => message },
  );
  const busy = act.pending?.[0];

  const confirmRemove = (member: TeamMember) =>
    void openConfirmDialog({
      title: 'Remove from the team',
      children: (
        <Text size="sm">
          Remove {personOf(member)} from your team? They lose access at once and are taken off their visits.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red.7' },
      onConfirm: () =>
        act.run(`remove:${member.userId}`, () =>
          callApi(removeTeamMemberRoute, { params: { userId: member.userId }, query: { vanityName } }),
        ),
    });

  if (team.error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        {team.error.message}
      </Alert>
    );
  }
  const members = team.data?.members ?? [];
  const invitations = team.data?.invitations ?? [];

  return (
    <Stack gap="lg" aria-busy={team.isPending}>
      {isOwner ? (
        <Section title="Invite a team member">
          <Text size="sm" c="dimmed" mb="sm">
            We e-mail them a link; they join once they log in or sign up with that address. Managers run the
            Service Manager and the schedule with you; technicians see only the visits you assign them, never
            money, clients or settings.
          </Text>
          <InviteForm vanityName={vanityName} onSent={reload} />
        </Section>
      ) : null}

      <Section title="Members">
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {members.map((member) => (
            <PersonRow
              key={member.userId}
              name={personOf(member)}
              email={member.email}
              note={TEAM_ROLE_LABELS[member.role]}
              actions={
                isOwner && member.role !== 'owner' && member.userId !== userId ? (
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`Remove ${personOf(member)}`}
                    loading={busy === `remove:${member.userId}`}
                    onClick={() => confirmRemove(member)}
                  >
                    Remove
                  </Button>
                ) : null
              }
            />
          ))}
        </Box>
      </Section>

      {invitations.length > 0 ? (
        <Section title="Invitations">
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {invitations.map((invitation) => (
              <PersonRow
                key={invitation.id}
                name={invitation.email}
                note={`${TEAM_ROLE_LABELS[invitation.role]} · ${
                  isExpired(invitation) ? 'expired' : `link works until ${formatDate(invitation.expiresAt)}`
                }`}
                actions={
                  <>
                    {isExpired(invitation) ? (
                      <Badge color="gray" variant="light">
                        Expired
                      </Badge>
                    ) : null}
                    {isOwner ? (
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Withdraw the invitation to ${invitation.email}`}
                        loading={busy === `revoke:${invitation.id}`}
                        onClick={() =>
                          act.run(`revoke:${invitation.id}`, () =>
                            callApi(revokeTeamInvitationRoute, {
                              params: { invitationId: invitation.id },
                              query: { vanityName },
                            }),
                          )
                        }
                      >
                        Withdraw
                      </Button>
                    ) : null}
                  </>
                }
              />
            ))}
          </Box>
        </Section>
      ) : null}
    </Stack>
  );
}
