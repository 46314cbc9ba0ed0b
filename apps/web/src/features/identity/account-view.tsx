'use client';

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { updateUserRoute } from '@porchlight/core/identity/auth.routes';
import {
  type Me,
  type UpdateUserRequest,
  updateUserRequestSchema,
} from '@porchlight/core/identity/auth.schemas';
import { reviewMessages } from '@porchlight/core/reviews/review-writing.messages';
import { IconAlertCircle, IconBuildingStore, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { plansHref } from '@/features/plans/plans-href';
import { requestsHref } from '@/features/requests/inbox/requests-href';
import { serviceManagerHref } from '@/features/service-manager/service-manager-href';
import { callApi } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { useAction } from '@/lib/use-action';
import { Link } from '@/ui/link';
import { useCurrentUser } from './current-user-context';
import { LoggedOutNotice } from './logged-out-notice';

function NameForm({ user }: { user: Me }) {
  const { setUser } = useCurrentUser();
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<UpdateUserRequest>({
    initialValues: { firstName: user.firstName, lastName: user.lastName },
    validate: schemaResolver(updateUserRequestSchema, { sync: true }),
  });

  const submit = useAction(
    async (values: UpdateUserRequest) => {
      setFormError(null);
      const me = await callApi(updateUserRoute, { body: updateUserRequestSchema.parse(values) });
      setUser(me);
      form.setInitialValues({ firstName: me.firstName, lastName: me.lastName });
      form.setValues({ firstName: me.firstName, lastName: me.lastName });
    },
    {
      success: 'Your name has been saved',
      onError: (error) => {
        setFormError(applyApiError(form, error));
        return true;
      },
    },
  );

  return (
    <form onSubmit={form.onSubmit((values) => submit.run(values))} noValidate>
      <Stack gap="md">
        {formError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {formError}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput
          label="Email address"
          value={user.email}
          readOnly
          variant="filled"
          description="Your email address is your login."
        />
        <Group justify="flex-end">
          <Button type="submit" loading={submit.busy} disabled={!form.isDirty()}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The owner's home when they run several companies: each one's profile and work, a row each. */
function CompaniesPanel({ user }: { user: Me }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-label="Your companies"
    >
      <Group gap="sm" mb="md">
        <IconBuildingStore size={20} aria-hidden />
        <Title order={2} size="h4">
          Your companies
        </Title>
      </Group>
      <Stack gap="md">
        {user.providers.map((provider) => (
          <Stack key={provider.providerId} gap={6}>
            <Group gap="xs">
              <Anchor component={Link} href={`/company/${provider.vanityName}`} fw={700}>
                {provider.name}
              </Anchor>
              <Badge size="xs" variant="light">
                {provider.role}
              </Badge>
            </Group>
            <Group gap="md">
              <Anchor component={Link} href={requestsHref(provider.vanityName)} size="sm">
                Requests
              </Anchor>
              <Anchor component={Link} href={serviceManagerHref(provider.vanityName)} size="sm">
                Service Manager
              </Anchor>
              {provider.role === 'owner' && (
                <Anchor component={Link} href={plansHref(provider.vanityName)} size="sm">
                  Plans
                </Anchor>
              )}
            </Group>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/** The page's title and its panels' place, the same for everyone, until the browser knows whose it is. */
function AccountPlaceholder() {
  return (
    <Stack maw={760} mx="auto" px="md" py="xl" gap="lg" aria-busy>
      <Title order={1}>My account</Title>
      <Skeleton height={20} width="60%" />
      <Skeleton height={240} radius="lg" />
    </Stack>
  );
}

/** My account: one shell for every signed-in person (the page cache shares it), filled in from auth/me. */
export function AccountView() {
  const { user, known } = useCurrentUser();
  if (!known) return <AccountPlaceholder />;
  if (!user) return <LoggedOutNotice returnTo="/account" />;
  const runsCompanies = user.providers.length > 0;

  return (
    <Stack maw={760} mx="auto" px="md" py="xl" gap="lg">
      <Stack gap={4}>
        <Title order={1}>My account</Title>
        <Text c="dimmed">
          {runsCompanies
            ? 'Your companies, and your name as it is shown with the reviews you write.'
            : 'Your name is shown with the reviews you write.'}
        </Text>
      </Stack>

      {runsCompanies && <CompaniesPanel user={user} />}

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Title order={2} size="h4" mb="md">
          Your details
        </Title>
        <NameForm key={user.id} user={user} />
      </Paper>

      <SimpleGrid cols={{ base: 1, sm: runsCompanies ? 1 : 2 }} spacing="lg">
        <Paper withBorder radius="lg" p="lg">
          <Group gap="sm" mb={6}>
            <IconUsers size={20} aria-hidden />
            <Title order={2} size="h5">
              Friends
            </Title>
          </Group>
          <Text size="sm" c="dimmed" mb="sm">
            Reviews from friends come first, and you can sort search results by their recommendations.
          </Text>
          <Anchor component={Link} href="/account/my-friends" fw={600} size="sm">
            {reviewMessages.manageFriends}
          </Anchor>
        </Paper>
        {!runsCompanies && (
          <Paper withBorder radius="lg" p="lg">
            <Group gap="sm" mb={6}>
              <IconBuildingStore size={20} aria-hidden />
              <Title order={2} size="h5">
                Your companies
              </Title>
            </Group>
            <Text size="sm" c="dimmed" mb="sm">
              Own a home-service business? Your listing is free.
            </Text>
            <Anchor component={Link} href="/business" fw={600} size="sm">
              See what you get
            </Anchor>
          </Paper>
        )}
      </SimpleGrid>
    </Stack>
  );
}
