'use client';

import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertCircle, IconMail, IconUserPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * Someone invited by e-mail address (a friend, a team member): the refusal in words, the address, any
 * more fields (a role), and the button, on one line where there is room.
 */
export function EmailInviteForm<Values extends { email: string }>({
  form,
  error,
  busy,
  emailLabel,
  submitLabel,
  onSubmit,
  children,
}: {
  form: UseFormReturnType<Values>;
  error: string | null;
  busy: boolean;
  emailLabel: string;
  submitLabel: string;
  onSubmit: (values: Values) => void;
  children?: ReactNode;
}) {
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {error}
          </Alert>
        ) : null}
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={emailLabel}
            placeholder="name@example.com"
            type="email"
            leftSection={<IconMail size={16} />}
            style={{ flex: '1 1 240px' }}
            {...form.getInputProps('email')}
          />
          {children}
          <Button
            type="submit"
            loading={busy}
            leftSection={<IconUserPlus size={18} />}
            mt={{ base: 0, xs: 25 }}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
