'use client';

import { Alert, Button, Center, Group, List, Loader, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { planMessages, planPageMessages } from '@porchlight/core/plans/plans.messages';
import { itemsWithFeature, monthlyPriceLabel } from '@porchlight/core/plans/plans.rules';
import { websiteSchema } from '@porchlight/core/providers/company.schemas';
import {
  requestWebsiteDomainRoute,
  updateCompanyDetailsRoute,
} from '@porchlight/core/providers/details.routes';
import { websiteDomainRequestSchema } from '@porchlight/core/providers/details.schemas';
import { websiteMessages } from '@porchlight/core/providers/owner-tools.messages';
import { IconCircleCheck, IconWorldWww } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { plansHref } from '@/features/plans/plans-href';
import { usePlanFeature } from '@/features/plans/use-plan-feature';
import { callApi } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { useAction } from '@/lib/use-action';
import { Link } from '@/ui/link';
import { formatPhoneAsTyped } from '../phone-as-typed';
import { customDomainReturnTo } from './custom-domain-address';
import { DialogButtons, OwnerDialogFrame } from './owner-dialog-frame';
import type { OwnerDialogProps } from './owner-dialogs';

const ownWebsiteSchema = z.object({ website: websiteSchema });

/**
 * Configure Website (spec 2 §2.10): link the company's own website, or ask for a website on a
 * custom domain, which needs a phone number to call back; a confirmation follows the request. A
 * company whose plan has no custom domain is told first what has one and for how much, with the way
 * to the Plans page and back to this tab.
 */
export function WebsiteDialog({ tab = 'own', ...props }: OwnerDialogProps & { tab?: 'own' | 'domain' }) {
  return (
    <OwnerDialogFrame title="Configure Website" onClose={props.onClose}>
      <Tabs defaultValue={tab}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="own">My own website</Tabs.Tab>
          <Tabs.Tab value="domain">Request a custom domain</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="own">
          <OwnWebsiteForm {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="domain">
          <CustomDomainTab {...props} />
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

function CustomDomainTab(props: OwnerDialogProps) {
  const included = usePlanFeature(props.details.vanityName, 'customDomain');
  if (included === undefined)
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading your plan" />
      </Center>
    );
  return included === false ? (
    <CustomDomainUpgrade {...props} />
  ) : (
    <CustomDomainForm {...props} included={included} />
  );
}

/** What has a custom domain, at the catalogue's monthly prices, and the way to the Plans page and back. */
function CustomDomainUpgrade({ details, onClose }: OwnerDialogProps) {
  return (
    <Stack gap="sm">
      <Alert
        color="brand"
        variant="light"
        icon={<IconWorldWww size={20} />}
        title={planMessages.needsFeature.customDomain}
      >
        <Stack gap="xs">
          <List size="sm" spacing={4}>
            {itemsWithFeature('customDomain').map((item) => (
              <List.Item key={item.key}>
                <Text span size="sm" fw={700}>
                  {item.name}
                </Text>
                : {monthlyPriceLabel(item)}
              </List.Item>
            ))}
          </List>
          <Text size="sm">{websiteMessages.domainPlansHint}</Text>
        </Stack>
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button component={Link} href={plansHref(details.vanityName, customDomainReturnTo())}>
          {planPageMessages.openPlans}
        </Button>
      </Group>
    </Stack>
  );
}

/** The request itself; `included` is null when the plan could not be read (the server decides then). */
function CustomDomainForm({ details, onClose, included }: OwnerDialogProps & { included: boolean | null }) {
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
          {included && (
            <Text span inherit fw={700}>
              {websiteMessages.domainIncluded}{' '}
            </Text>
          )}
          {websiteMessages.domainRequestHint(details.name)}
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
