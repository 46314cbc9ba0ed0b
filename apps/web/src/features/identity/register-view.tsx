'use client';

import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  ListItem,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { PASSWORD_MIN_LENGTH } from '@porchlight/core/identity/auth.constants';
import { registerEndpoint } from '@porchlight/core/identity/auth.contracts';
import { type RegisterRequest, registerRequestSchema } from '@porchlight/core/identity/auth.schemas';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSiteName } from '@/features/site/site-name-context';
import { callApi } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { withReturnTo } from '@/lib/return-to';
import { useAction } from '@/lib/use-action';
import { AuthCard } from './auth-card';
import { useCurrentUser } from './current-user-context';

/** Registration; with `promote` it is the "list my company" entry (footer and business page). */
export function RegisterView({ returnTo, promote }: { returnTo: string; promote: boolean }) {
  const siteName = useSiteName();
  const router = useRouter();
  const { setUser } = useCurrentUser();
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<RegisterRequest>({
    initialValues: { firstName: '', lastName: '', email: '', password: '' },
    validate: schemaResolver(registerRequestSchema, { sync: true }),
  });

  const submit = useAction(
    async (values: RegisterRequest) => {
      setFormError(null);
      const me = await callApi(registerEndpoint, { body: registerRequestSchema.parse(values) });
      setUser(me);
      router.replace(returnTo);
      return me;
    },
    {
      success: (me) => `Welcome to ${siteName}, ${me.firstName}!`,
      refresh: 'router',
      staysBusy: true,
      onError: (error) => {
        setFormError(applyApiError(form, error, { 409: 'email' }));
        return true;
      },
    },
  );

  const loginHref = withReturnTo('/account/login', returnTo);

  return (
    <AuthCard
      title={promote ? `List your business on ${siteName}` : `Create your ${siteName} account`}
      subtitle={
        promote
          ? 'Start with your free account. Your marketplace listing is always free; upgrade only if you want more.'
          : 'Find trusted pros, see what your friends recommend and leave reviews.'
      }
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} href={loginHref} fw={600}>
            Log in
          </Anchor>
        </>
      }
    >
      <form onSubmit={form.onSubmit((values) => submit.run(values))} noValidate>
        <Stack gap="md">
          {promote ? (
            <List
              spacing={6}
              size="sm"
              icon={
                <ThemeIcon size={20} radius="xl" color="brand">
                  <IconCheck size={13} />
                </ThemeIcon>
              }
            >
              <ListItem>A public profile with your services, photos and reviews</ListItem>
              <ListItem>Placement in search for homeowners near you</ListItem>
              <ListItem>Pricing requests sent straight to your inbox</ListItem>
            </List>
          ) : null}
          {formError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {formError}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters`}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth size="md" loading={submit.busy}>
            {promote ? 'Create account and continue' : 'Create account'}
          </Button>
          <Group justify="center">
            <Text size="xs" c="dimmed" ta="center">
              By creating an account you agree to our{' '}
              <Anchor component={Link} href="/terms" size="xs">
                Terms
              </Anchor>{' '}
              and{' '}
              <Anchor component={Link} href="/privacy" size="xs">
                Privacy Policy
              </Anchor>
              .
            </Text>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
