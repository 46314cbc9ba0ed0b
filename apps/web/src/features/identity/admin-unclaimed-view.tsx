'use client';

import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { EMAIL_MAX_LENGTH } from '@porchlight/core/identity/auth.constants';
import { createUnclaimedProviderRoute } from '@porchlight/core/providers/company.routes';
import {
  type NewProfileResponse,
  unclaimedProviderRequestSchema,
} from '@porchlight/core/providers/company.schemas';
import { createProfileMessages } from '@porchlight/core/providers/owner-tools.messages';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { CompanyFields } from '@/features/providers/create-company/company-fields';
import {
  type CompanyFormValues,
  EMPTY_COMPANY,
  newProfileBody,
} from '@/features/providers/create-company/company-values';
import { callApi } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { useAction } from '@/lib/use-action';
import { Link } from '@/ui/link';

type UnclaimedFormValues = CompanyFormValues & { emailAddress: string };

const EMPTY_FORM: UnclaimedFormValues = { ...EMPTY_COMPANY, emailAddress: '' };

/**
 * Admin: list a company that its owner claims later through the e-mail given (spec 2 §1, §5, §6;
 * `POST admin/unclaimed-provider`). The same company fields as Create Your Company Profile.
 */
export function AdminUnclaimedView() {
  const [created, setCreated] = useState<(NewProfileResponse & { name: string }) | null>(null);
  const form = useForm<UnclaimedFormValues>({
    initialValues: EMPTY_FORM,
    validate: schemaResolver(unclaimedProviderRequestSchema, { sync: true }),
  });

  const create = useAction(
    async ({ emailAddress, ...company }: UnclaimedFormValues) => {
      const answer = await callApi(createUnclaimedProviderRoute, {
        body: { ...newProfileBody(company, null), emailAddress },
      });
      setCreated({ ...answer, name: company.name });
      form.reset();
    },
    {
      success: 'Unclaimed profile created',
      onError: (error) => applyApiError(form, error) === null,
      errorTitle: createProfileMessages.errorTitle,
    },
  );

  return (
    <Stack maw={640} mx="auto" px="md" py="xl" gap="md">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Add an unclaimed company
        </Title>
        <Text c="dimmed" size="sm">
          The company is listed without an owner. Whoever proves they read the e-mail below can claim it.
        </Text>
      </Stack>
      {created && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          data-testid="unclaimed-created"
        >
          <Text size="sm">
            {created.name} is listed at{' '}
            <Anchor component={Link} href={`/company/${created.vanityName}`} fw={600} inherit>
              /company/{created.vanityName}
            </Anchor>
            .
          </Text>
        </Alert>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={form.onSubmit((values) => create.run(values))} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Owner's email address"
              required
              type="email"
              maxLength={EMAIL_MAX_LENGTH}
              autoComplete="off"
              description="The claim code is sent here."
              {...form.getInputProps('emailAddress')}
            />
            <CompanyFields
              values={form.values}
              inputProps={(field) => form.getInputProps(field)}
              setValue={(field, value) => form.setFieldValue(field, value)}
              phoneRequired={false}
            />
            <Group justify="flex-end" mt="sm">
              <Button type="submit" loading={create.busy} disabled={create.busy}>
                Create unclaimed profile
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
