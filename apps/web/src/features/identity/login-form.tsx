'use client';

import { loginRoute } from '@porchlight/core/identity/auth.routes';
import type { LoginRequest } from '@porchlight/core/identity/auth.schemas';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { applyApiError } from '@/lib/form-errors';
import { lazySchema } from '@/lib/lazy-schema';
import { safeReturnTo } from '@/lib/safe-return-to';
import { useAction } from '@/lib/use-action';
import { useSchemaForm } from '@/lib/use-schema-form';
import { buttonProps } from '@/ui/button-style';
import { FormAlert } from '@/ui/form-alert';
import { PasswordField } from '@/ui/password-field';
import { TextField } from '@/ui/text-field';
import { landingPathFor } from './account-paths';
import classes from './auth-form.module.css';
import { useCurrentUser } from './current-user-context';

const loginRequestSchema = lazySchema(() =>
  import('@porchlight/core/identity/auth.schemas').then((module) => module.loginRequestSchema),
);

/**
 * Email and password; on success the user is logged in and sent back to `returnTo`, or without one to
 * where they work (landingPathFor).
 */
export function LoginForm({ returnTo }: { returnTo: string | null }) {
  const router = useRouter();
  const { setUser } = useCurrentUser();
  const [formError, setFormError] = useState<string | null>(null);

  const form = useSchemaForm({
    initialValues: { email: '', password: '' } satisfies LoginRequest,
    schema: loginRequestSchema,
  });

  const submit = useAction(
    async (request: LoginRequest) => {
      setFormError(null);
      // The API client loads with the first call, not with the page.
      const { callApi } = await import('@/lib/api-client');
      const user = await callApi(loginRoute, { body: request });
      setUser(user);
      // The page passed a checked path; checked again here, as this is where the browser goes.
      router.replace(returnTo ? safeReturnTo(returnTo) : landingPathFor(user));
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
    <form onSubmit={form.onSubmit((request) => submit.run(request))} onFocus={form.onFocus} noValidate>
      <div className={classes.fields}>
        {formError ? <FormAlert icon={<IconAlertCircle size={18} />}>{formError}</FormAlert> : null}
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          autoFocus
          {...form.inputProps('email')}
        />
        <PasswordField label="Password" autoComplete="current-password" {...form.inputProps('password')} />
        <button
          type="submit"
          {...buttonProps({ size: 'md', fullWidth: true })}
          data-loading={submit.busy || undefined}
          aria-busy={submit.busy || undefined}
        >
          <span>Log in</span>
        </button>
      </div>
    </form>
  );
}
