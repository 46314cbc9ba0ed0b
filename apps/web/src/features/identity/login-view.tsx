'use client';

import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { loginEndpoint } from '@porchlight/core/identity/auth.contracts';
import { type LoginRequest, loginRequestSchema } from '@porchlight/core/identity/auth.schemas';
import { IconAlertCircle } from '@tabler/icons-react';
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

export function LoginView({ returnTo }: { returnTo: string }) {
  const siteName = useSiteName();
  const router = useRouter();
  const { setUser } = useCurrentUser();
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<LoginRequest>({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginRequestSchema, { sync: true }),
  });

  const submit = useAction(
    async (values: LoginRequest) => {
      setFormError(null);
      setUser(await callApi(loginEndpoint, { body: loginRequestSchema.parse(values) }));
      router.replace(returnTo);
    },
    {
      refresh: 'router',
      staysBusy: true,
      onError: (error) => {
        setFormError(applyApiError(form, error));
        return true;
      },
    },
  );

  return (
    <AuthCard
      title="Log in"
      subtitle={`Welcome back to ${siteName}.`}
      footer={
        <>
          New to {siteName}?{' '}
          <Anchor component={Link} href={withReturnTo('/account/register', returnTo)} fw={600}>
            Create an account
          </Anchor>
        </>
      }
    >
      <form onSubmit={form.onSubmit((values) => submit.run(values))} noValidate>
        <Stack gap="md">
          {formError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {formError}
            </Alert>
          ) : null}
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            autoFocus
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth size="md" loading={submit.busy}>
            Log in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
