'use client';

import { Alert, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { formatCents } from '@porchlight/core/billing/money.rules';
import { websiteSchema } from '@porchlight/core/providers/company.schemas';
import {
  requestWebsiteDomainRoute,
  updateCompanyDetailsRoute,
} from '@porchlight/core/providers/details.routes';
import { websiteDomainRequestSchema } from '@porchlight/core/providers/details.schemas';
import { websiteMessages } from '@porchlight/core/providers/owner-tools.messages';
import { ADD_ON_MONTHLY_CENTS } from '@porchlight/core/site/site.constants';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { useAction } from '@/lib/use-action';
import { formatPhoneAsTyped } from '../phone-as-typed';
import { DialogButtons, OwnerDialogFrame } from './owner-dialog-frame';
import type { OwnerDialogProps } from './owner-dialogs';

const ownWebsiteSchema = z.object({ website: websiteSchema });

/**
 * Configure Website (spec 2 §2.10): link the company's own website, or ask for a website on a
 * custom domain, which needs a phone number to call back; a confirmation follows the request.
 */
export function WebsiteDialog(props: OwnerDialogProps) {
  return (
    <OwnerDialogFrame title="Configure Website" onClose={props.onClose}>
      <Tabs defaultValue="own">
        <Tabs.List grow mb="md">
          <Tabs.Tab value="own">My own website</Tabs.Tab>
          <Tabs.Tab value="domain">Request a custom domain</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="own">
          <OwnWebsiteForm {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="domain">
          <CustomDomainForm {...props} />
        </Tabs.Panel>
      </Tabs>
    </OwnerDialogFrame>
  );
}

function OwnWebsiteForm({ details, onClose, onSaved }: OwnerDialogProps) {
  const form = useForm({
    initialValues: { website: details.website ?? '' },
    validate: schemaResolver(ownWebsiteSchema, { sync: true }),
  });
  const save = useAction(
    async (values: { website: string }) => {
      await callApi(updateCompanyDetailsRoute, { query: { vanityName: details.vanityName }, body: values });
      onSaved();
    },
    {
      success: websiteMessages.updated,
      onError: (error) => applyApiError(form, error) === null,
      errorTitle: websiteMessages.errorTitle,
    },
  );
  return (
    <form onSubmit={form.onSubmit((values) => save.run(values))} noValidate>
      <TextInput
        label="Website"
        placeholder="https://www.example.com"
        inputMode="url"
        autoComplete="url"
        maxLength={100}
        {...form.getInputProps('website')}
      />
      <DialogButtons onCancel={onClose} busy={save.busy} disabled={!form.isDirty()} />
    </form>
  );
}

function CustomDomainForm({ details, onClose }: OwnerDialogProps) {
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const form = useForm({
    initialValues: { phoneNumber: formatPhoneAsTyped(details.phoneNumber ?? '') },
    validate: schemaResolver(websiteDomainRequestSchema, { sync: true }),
  });
  const request = useAction(
    async (values: { phoneNumber: string }) => {
      const answer = await callApi(requestWebsiteDomainRoute, {
        query: { vanityName: details.vanityName },
        body: values,
      });
      setConfirmation(answer.message);
    },
    { onError: (error) => applyApiError(form, error) === null, errorTitle: websiteMessages.errorTitle },
  );

  if (confirmation) {
    return (
      <Alert color="teal" icon={<IconCircleCheck size={20} />} title="Request received">
        {confirmation}
      </Alert>
    );
  }
  return (
    <form onSubmit={form.onSubmit((values) => request.run(values))} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          We build and host a website for {details.name} on a domain of your own for{' '}
          {formatCents(ADD_ON_MONTHLY_CENTS)}
          /month. Leave a number and we will call you to set it up.
        </Text>
        <TextInput
          label="Phone number"
          type="tel"
          autoComplete="tel"
          placeholder="(555) 555-5555"
          {...form.getInputProps('phoneNumber')}
          onChange={(event) =>
            form.setFieldValue('phoneNumber', formatPhoneAsTyped(event.currentTarget.value))
          }
        />
      </Stack>
      <DialogButtons onCancel={onClose} busy={request.busy} submitLabel="Request a domain" />
    </form>
  );
}
