'use client';

import { PASSWORD_MIN_LENGTH } from '@porchlight/core/identity/auth.constants';
import { registerRoute } from '@porchlight/core/identity/auth.routes';
import type { RegisterRequest } from '@porchlight/core/identity/auth.schemas';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { useSiteName } from '@/features/site/site-name-context';
import { applyApiError } from '@/lib/form-errors';
import { lazySchema } from '@/lib/lazy-schema';
import { safeReturnTo } from '@/lib/safe-return-to';
import { useAction } from '@/lib/use-action';
import { useSchemaForm } from '@/lib/use-schema-form';
import { buttonProps } from '@/ui/button-style';
import { FormAlert } from '@/ui/form-alert';
import { PasswordField } from '@/ui/password-field';
import { TextField } from '@/ui/text-field';
import classes from './auth-form.module.css';
import { useCurrentUser } from './current-user-context';

const registerRequestSchema = lazySchema(() =>
  import('@porchlight/core/identity/auth.schemas').then((module) => module.registerRequestSchema),
);

/** The registration form; `intro` and `legal` are drawn by the server above and under its fields. */
export function RegisterForm({
  returnTo,
  promote,
  intro,
  legal,
}: {
  returnTo: string;
  promote: boolean;
  intro?: ReactNode;
  legal: ReactNode;
}) {
  const siteName = useSiteName();
  const router = useRouter();
  const { setUser } = useCurrentUser();
  const [formError, setFormError] = useState<string | null>(null);

  const form = useSchemaForm({
    initialValues: { firstName: '', lastName: '', email: '', password: '' } satisfies RegisterRequest,
    schema: registerRequestSchema,
  });

  const submit = useAction(
    async (request: RegisterRequest) => {
      setFormError(null);
      // The API client loads with the first call, not with the page.
      const { callApi } = await import('@/lib/api-client');
      const me = await callApi(registerRoute, { body: request });
      setUser(me);
      router.replace(safeReturnTo(returnTo));
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

  return (
    <form onSubmit={form.onSubmit((request) => submit.run(request))} onFocus={form.onFocus} noValidate>
      <div className={classes.fields}>
        {intro}
        {formError ? <FormAlert icon={<IconAlertCircle size={18} />}>{formError}</FormAlert> : null}
        <div className={classes.names}>
          <TextField label="First name" autoComplete="given-name" {...form.inputProps('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...form.inputProps('lastName')} />
        </div>
        <TextField label="Email address" type="email" autoComplete="email" {...form.inputProps('email')} />
        <PasswordField
          label="Password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters`}
          autoComplete="new-password"
          {...form.inputProps('password')}
        />
        <button
          type="submit"
          {...buttonProps({ size: 'md', fullWidth: true })}
          data-loading={submit.busy || undefined}
          aria-busy={submit.busy || undefined}
        >
          <span>{promote ? 'Create account and continue' : 'Create account'}</span>
        </button>
        {legal}
      </div>
    </form>
  );
}
