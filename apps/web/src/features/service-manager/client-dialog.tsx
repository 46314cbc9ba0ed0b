'use client';

import {
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { US_STATES } from '@porchlight/core/geo/us-states';
import { type Client, clientRequestSchema } from '@porchlight/core/service-manager/clients.schemas';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import {
  createClientRoute,
  deleteClientRoute,
  updateClientRoute,
} from '@porchlight/core/service-manager/service-manager.routes';
import { formatPhoneAsTyped } from '@/features/providers/phone-as-typed';
import { callApi } from '@/lib/api-client';
import { openConfirmDialog } from '@/lib/dialogs';
import { applyApiError } from '@/lib/form-errors';
import { lazyComponent } from '@/lib/lazy-component';
import { useAction } from '@/lib/use-action';

/** The client's consent, switch and message log load when their tab opens. */
const ClientMessagesPanel = lazyComponent(() =>
  import('@/features/messaging/client-messages-panel').then((module) => module.ClientMessagesPanel),
);

const STATE_OPTIONS = [
  { value: '', label: 'State' },
  ...Object.entries(US_STATES).map(([value, label]) => ({ value, label })),
];

const blankAddress = { address: '', address2: '', city: '', stateCode: '', zipCode: '' };

type AddressValues = typeof blankAddress;

function addressValues(address: Partial<Record<keyof AddressValues, string | null>> | null): AddressValues {
  return {
    address: address?.address ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    stateCode: address?.stateCode ?? '',
    zipCode: address?.zipCode ?? '',
  };
}

/** A new client, or one to change (PUT replaces the whole client) with their messages in a second tab. */
export function ClientDialog({
  vanityName,
  client,
  onClose,
  onSaved,
}: {
  vanityName: string;
  client: Client | null;
  onClose: () => void;
  /** After a save or a delete. */
  onSaved: () => void;
}) {
  const form = useForm({
    initialValues: {
      firstName: client?.firstName ?? '',
      lastName: client?.lastName ?? '',
      companyName: client?.companyName ?? '',
      emailAddress: client?.emailAddress ?? '',
      mobilePhoneNumber: client?.mobilePhoneNumber ?? '',
      ...addressValues(client),
      separateBilling: client?.separateBilling ?? false,
      billingAddress: addressValues(client?.billingAddress ?? null),
    },
    validate: schemaResolver(clientRequestSchema, { sync: true }),
  });

  const save = useAction(
    async (values: typeof form.values) => {
      const saved = client
        ? await callApi(updateClientRoute, {
            params: { clientId: client.id },
            query: { vanityName },
            body: values,
          })
        : await callApi(createClientRoute, { query: { vanityName }, body: values });
      void saved;
      onSaved();
    },
    {
      success: serviceManagerMessages.clientSaved,
      onError: (error) => applyApiError(form, error) === null,
      errorTitle: serviceManagerMessages.errorTitle,
    },
  );

  // A client with estimates, invoices or jobs stays (409, in the spec's error dialog).
  const remove = useAction(
    async (clientId: string) => {
      await callApi(deleteClientRoute, { params: { clientId }, query: { vanityName } });
      onSaved();
    },
    { success: serviceManagerMessages.clientDeleted, errorTitle: serviceManagerMessages.errorTitle },
  );
  const confirmRemove = (existing: Client) =>
    void openConfirmDialog({
      title: 'Delete client',
      children: <Text size="sm">Delete {existing.firstName} and their details? This cannot be undone.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red.7' },
      onConfirm: () => remove.run(existing.id),
    });

  const addressFields = (prefix: '' | 'billingAddress.') => (
    <>
      <TextInput label="Address" {...form.getInputProps(`${prefix}address`)} />
      <TextInput label="Address line 2" {...form.getInputProps(`${prefix}address2`)} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput label="City" {...form.getInputProps(`${prefix}city`)} />
        <NativeSelect label="State" data={STATE_OPTIONS} {...form.getInputProps(`${prefix}stateCode`)} />
        <TextInput label="Zip code" {...form.getInputProps(`${prefix}zipCode`)} />
      </SimpleGrid>
    </>
  );

  const details = (
    <form onSubmit={form.onSubmit((values) => save.run(values))} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First name" required data-autofocus {...form.getInputProps('firstName')} />
          <TextInput label="Last name" {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label="Company name" {...form.getInputProps('companyName')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="E-mail" type="email" {...form.getInputProps('emailAddress')} />
          <TextInput
            label="Mobile"
            inputMode="tel"
            {...form.getInputProps('mobilePhoneNumber')}
            onChange={(event) =>
              form.setFieldValue('mobilePhoneNumber', formatPhoneAsTyped(event.currentTarget.value))
            }
          />
        </SimpleGrid>
        <Text fw={700} size="sm" mt="xs">
          Service address
        </Text>
        {addressFields('')}
        <Checkbox
          label="Bill to a different address"
          {...form.getInputProps('separateBilling', { type: 'checkbox' })}
        />
        {form.values.separateBilling && (
          <>
            <Text fw={700} size="sm">
              Billing address
            </Text>
            {addressFields('billingAddress.')}
            {typeof form.errors.billingAddress === 'string' && (
              <Text c="red" size="sm">
                {form.errors.billingAddress}
              </Text>
            )}
          </>
        )}
      </Stack>
      <Group justify="flex-end" gap="sm" mt="md">
        {client && (
          <Button
            variant="subtle"
            color="red.7"
            mr="auto"
            loading={remove.busy}
            onClick={() => confirmRemove(client)}
          >
            Delete client
          </Button>
        )}
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={save.busy}>
          Save client
        </Button>
      </Group>
    </form>
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={<Text fw={800}>{client ? 'Edit client' : 'New client'}</Text>}
      size="lg"
      centered
    >
      {client ? (
        <Tabs defaultValue="details" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="details">Details</Tabs.Tab>
            <Tabs.Tab value="messages">Messages</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details">{details}</Tabs.Panel>
          <Tabs.Panel value="messages">
            <ClientMessagesPanel vanityName={vanityName} clientId={client.id} firstName={client.firstName} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        details
      )}
    </Modal>
  );
}
