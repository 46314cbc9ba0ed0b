'use client';

import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@porchlight/core/identity/auth.constants';
import {
  CONTACT_DESCRIPTION_MAX_LENGTH,
  contactMessages,
  PREFERRED_CONTACT_METHOD_LABELS,
  PREFERRED_CONTACT_METHODS,
  type PreferredContactMethod,
} from '@porchlight/core/providers/contact.constants';
import type { ContactFormValues } from '@porchlight/core/providers/contact.schemas';
import { formatPhoneNumber } from '@porchlight/core/providers/profile.rules';
import { submitClientHubRequestRoute } from '@porchlight/core/requests/requests.routes';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { callApi } from '@/lib/api-client';
import { openDialog } from '@/lib/dialogs';
import { applyApiError } from '@/lib/form-errors';
import { lazySchema } from '@/lib/lazy-schema';
import { useAction } from '@/lib/use-action';
import { useSchemaForm } from '@/lib/use-schema-form';
import { buttonProps } from '@/ui/button-style';
import { Alert, ThemeIcon } from '@/ui/decorations';
import { SimpleGrid } from '@/ui/grids';
import { Stack } from '@/ui/layout';
import { RadioGroup } from '@/ui/radio-group';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { Text, Title } from '@/ui/typography';
import classes from './contact-us-form.module.css';
import { formatPhoneAsTyped } from './phone-as-typed';

/** The form's rules and its request, loaded with the form's first focus (they bring zod). */
const loadContactRules = () => import('@porchlight/core/providers/contact.schemas');

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
  const schema = useMemo(
    () =>
      lazySchema(() =>
        loadContactRules().then((rules) => rules.contactFormSchema({ customDomain: onCustomDomain })),
      ),
    [onCustomDomain],
  );

  // spec 1 §7: away from the main host, check first that requests get through; hide the form if not.
  useEffect(() => {
    if (!onCustomDomain) return;
    let active = true;
    callApi(submitClientHubRequestRoute, {
      params: { uri: vanityName },
      body: { accessibilityTest: true },
    })
      .then(() => active && setProbe('ok'))
      .catch(() => active && setProbe('failed'));
    return () => {
      active = false;
    };
  }, [vanityName, onCustomDomain]);

  const form = useSchemaForm({
    initialValues: {
      firstName: clientHub?.firstName ?? '',
      lastName: clientHub?.lastName ?? '',
      preferredContactMethod: 'email' as PreferredContactMethod,
      email: clientHub?.emailAddress ?? '',
      mobilePhoneNumber: formatPhoneNumber(clientHub?.mobilePhoneNumber) ?? '',
      description: '',
    } satisfies ContactFormValues,
    schema,
  });

  const submit = useAction(
    async (values: ContactFormValues) => {
      setFormError(null);
      const { contactFormToRequest } = await loadContactRules();
      const response = await callApi(submitClientHubRequestRoute, {
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
          void openDialog({ title: contactMessages.errorTitle, children: <Text size="sm">{message}</Text> });
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

  const method = form.values.preferredContactMethod;
  const locked = Boolean(clientHub);

  return (
    <form
      onSubmit={form.onSubmit((_request, values) => submit.run(values))}
      onFocus={form.onFocus}
      noValidate
      aria-label="Contact Us"
    >
      <Stack gap="md">
        {formError && <Alert color="red">{formError}</Alert>}
        {locked && (
          <Text size="sm" c="dimmed">
            <IconLock size={14} style={{ verticalAlign: -2 }} /> Signed in through the Client Hub: your name
            and email come from your account.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextField
            label="First name"
            required
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            readOnly={locked}
            {...form.inputProps('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            readOnly={locked}
            {...form.inputProps('lastName')}
          />
        </SimpleGrid>
        <RadioGroup<PreferredContactMethod>
          label="Preferred contact method"
          name="preferredContactMethod"
          value={method}
          options={PREFERRED_CONTACT_METHODS.map((value) => ({
            value,
            label: PREFERRED_CONTACT_METHOD_LABELS[value],
          }))}
          onChange={(value) => form.setFieldValue('preferredContactMethod', value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            required={method !== 'phone'}
            maxLength={EMAIL_MAX_LENGTH}
            readOnly={locked}
            {...form.inputProps('email')}
          />
          <TextField
            label="Phone number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required={method !== 'email'}
            placeholder="(555) 555-5555"
            {...form.inputProps('mobilePhoneNumber')}
            // Shown as (999) 999-9999 while typed; the form keeps that text for validation.
            onChange={(event) =>
              form.setFieldValue('mobilePhoneNumber', formatPhoneAsTyped(event.currentTarget.value))
            }
          />
        </SimpleGrid>
        <TextareaField
          label="Description"
          description="Tell us what you need, where and when."
          required
          className={classes.description}
          maxLength={CONTACT_DESCRIPTION_MAX_LENGTH}
          {...form.inputProps('description')}
        />
        <button
          type="submit"
          {...buttonProps({ size: 'md' })}
          data-loading={submit.busy || undefined}
          aria-busy={submit.busy || undefined}
          disabled={probe === 'pending'}
        >
          <span>Send message</span>
        </button>
      </Stack>
    </form>
  );
}
