'use client';

import {
  Alert,
  Button,
  Group,
  MaskInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@porchlight/core/identity/auth.constants';
import {
  CONTACT_DESCRIPTION_MAX_LENGTH,
  type ContactFormValues,
  contactFormSchema,
  contactFormToRequest,
  contactMessages,
  PHONE_MASK,
  PREFERRED_CONTACT_METHOD_LABELS,
  PREFERRED_CONTACT_METHODS,
  type PreferredContactMethod,
} from '@porchlight/core/providers/contact.schemas';
import { formatPhoneNumber } from '@porchlight/core/providers/profile.rules';
import { submitClientHubRequestEndpoint } from '@porchlight/core/requests/requests.contracts';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { callApi } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { useAction } from '@/lib/use-action';

/** An authenticated Client Hub customer (GET client-hub/details/{uri}); the Client Hub issue supplies it. */
export interface ClientHubContact {
  firstName: string;
  lastName: string;
  emailAddress: string;
  mobilePhoneNumber: string | null;
}

export interface ContactUsFormProps {
  vanityName: string;
  providerName: string;
  /** On the provider's custom domain: the SEO rule applies and the accessibility probe is sent first. */
  onCustomDomain: boolean;
  /** Prefilled and locked name and email (spec 1 §6 "Authenticated client-hub user"). */
  clientHub?: ClientHubContact | null;
}

type ProbeState = 'pending' | 'ok' | 'failed';

/**
 * spec 1 "Contact page": the Contact Us form with every rule of §5 (the same zod schema the server
 * uses), the (999) 999-9999 phone mask and a thank-you state after sending.
 */
export function ContactUsForm({ vanityName, providerName, onCustomDomain, clientHub }: ContactUsFormProps) {
  const [probe, setProbe] = useState<ProbeState>(onCustomDomain ? 'pending' : 'ok');
  const [sent, setSent] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => contactFormSchema({ customDomain: onCustomDomain }), [onCustomDomain]);

  // spec 1 §7: away from the main host, check first that requests get through; hide the form if not.
  useEffect(() => {
    if (!onCustomDomain) return;
    let active = true;
    callApi(submitClientHubRequestEndpoint, {
      params: { uri: vanityName },
      body: { accessibilityTest: true },
    })
      .then(() => active && setProbe('ok'))
      .catch(() => active && setProbe('failed'));
    return () => {
      active = false;
    };
  }, [vanityName, onCustomDomain]);

  const form = useForm<ContactFormValues>({
    initialValues: {
      firstName: clientHub?.firstName ?? '',
      lastName: clientHub?.lastName ?? '',
      preferredContactMethod: 'email',
      email: clientHub?.emailAddress ?? '',
      mobilePhoneNumber: formatPhoneNumber(clientHub?.mobilePhoneNumber) ?? '',
      description: '',
    },
    validate: schemaResolver(schema, { sync: true }),
  });

  const submit = useAction(
    async (values: ContactFormValues) => {
      setFormError(null);
      const response = await callApi(submitClientHubRequestEndpoint, {
        params: { uri: vanityName },
        body: contactFormToRequest(values, window.location.href),
      });
      if ('requestNumber' in response) setSent(response.requestNumber);
    },
    {
      onError: (error) => {
        const message = applyApiError(form, error);
        if (message) {
          setFormError(message);
          modals.open({ title: contactMessages.errorTitle, children: <Text size="sm">{message}</Text> });
        }
        return true;
      },
    },
  );

  if (probe === 'failed') return null;

  if (sent !== null) {
    return (
      <Stack align="center" ta="center" gap="xs" py="lg" data-testid="contact-thank-you" role="status">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={34} />
        </ThemeIcon>
        <Title order={3}>{contactMessages.thankYouTitle}</Title>
        <Text c="dimmed" maw={420}>
          {contactMessages.thankYou(providerName)}
        </Text>
        <Text size="sm" c="dimmed">
          Reference number: <strong>#{sent}</strong>
        </Text>
      </Stack>
    );
  }

  const method = form.getValues().preferredContactMethod as PreferredContactMethod;
  const locked = Boolean(clientHub);

  return (
    <form onSubmit={form.onSubmit((values) => submit.run(values))} noValidate aria-label="Contact Us">
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light">
            {formError}
          </Alert>
        )}
        {locked && (
          <Text size="sm" c="dimmed">
            <IconLock size={14} style={{ verticalAlign: -2 }} /> Signed in through the Client Hub: your name
            and email come from your account.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            withAsterisk
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            readOnly={locked}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            readOnly={locked}
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <Radio.Group label="Preferred contact method" {...form.getInputProps('preferredContactMethod')}>
          <Group gap="lg" mt={6}>
            {PREFERRED_CONTACT_METHODS.map((value) => (
              <Radio key={value} value={value} label={PREFERRED_CONTACT_METHOD_LABELS[value]} />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            withAsterisk={method !== 'phone'}
            maxLength={EMAIL_MAX_LENGTH}
            readOnly={locked}
            {...form.getInputProps('email')}
          />
          <MaskInput
            label="Phone number"
            mask={PHONE_MASK}
            type="tel"
            autoComplete="tel-national"
            withAsterisk={method !== 'email'}
            placeholder="(555) 555-5555"
            // The mask owns the input's text (uncontrolled); the form keeps the masked value for validation.
            defaultValue={form.getValues().mobilePhoneNumber ?? ''}
            onChangeRaw={(_raw, masked) => form.setFieldValue('mobilePhoneNumber', masked)}
            error={form.errors.mobilePhoneNumber}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          description="Tell us what you need, where and when."
          withAsterisk
          autosize
          minRows={4}
          maxRows={10}
          maxLength={CONTACT_DESCRIPTION_MAX_LENGTH}
          {...form.getInputProps('description')}
        />
        <Button type="submit" size="md" loading={submit.busy} disabled={probe === 'pending'}>
          Send message
        </Button>
      </Stack>
    </form>
  );
}
