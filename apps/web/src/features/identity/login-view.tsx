'use client';

import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type LoginRequest, loginRequestSchema, type Me } from '@porchlight/core/identity/auth.schemas';
import { IconAlertCircle } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSiteName } from '@/features/site/site-name-context';
import { api } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { withReturnTo } from '@/lib/return-to';
import { useLeadingDebounce } from '@/lib/use-leading-debounce';
import { AuthCard } from './auth-card';
import { useCurrentUser } from './current-user-context';

export function LoginView({ returnTo }: { returnTo: string }) {
  const siteName = useSiteName();
  const router = useRouter();
  const { setUser } = useCurrentUser();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<LoginRequest>({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginRequestSchema, { sync: true }),
  });

  const submit = useLeadingDebounce(async (values: LoginRequest) => {
    setFormError(null);
    setSubmitting(true);
    try {
      const me = await api.post<Me>('/auth/login', loginRequestSchema.parse(values));
      setUser(me);
      router.replace(returnTo);
      router.refresh();
    } catch (error) {
      setFormError(applyApiError(form, error));
      setSubmitting(false);
    }
  });

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
      <form onSubmit={form.onSubmit((values) => submit(values))} noValidate>
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
          <Button type="submit" fullWidth size="md" loading={submitting}>
            Log in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
