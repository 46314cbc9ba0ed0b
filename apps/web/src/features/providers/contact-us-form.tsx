'use client';

import {
  type HubContactPrefill,
  isLockedByHub,
  prefillContact,
} from '@porchlight/core/client-hub/hub-contact.rules';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@porchlight/core/identity/auth.constants';
import { insightAttribute } from '@porchlight/core/insights/insight-beacon.constants';
import {
  CONTACT_DESCRIPTION_MAX_LENGTH,
  contactMessages,
  PREFERRED_CONTACT_METHOD_LABELS,
  PREFERRED_CONTACT_METHODS,
  type PreferredContactMethod,
} from '@porchlight/core/providers/contact.constants';
import type { ContactFormValues } from '@porchlight/core/providers/contact.schemas';
import { submitClientHubRequestRoute } from '@porchlight/core/requests/requests.routes';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { HubLockedNote, lockedFieldProps } from '@/features/client-hub/hub-locked-fields';
import { hubBearer } from '@/features/client-hub/hub-tokens';
import { useHubContact } from '@/features/client-hub/use-hub-contact';
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
/** The API client (its session refresh and auth words) loads when the form first sends: visitors who only read never pay for it. */
const loadApiClient = () => import('@/lib/api-client');

export interface ContactUsFormProps {
  vanityName: string;
  providerName: string;
  /** On the provider's custom domain: the SEO rule applies and the accessibility probe is sent first. */
  onCustomDomain: boolean;
  /**
   * The hub client's details when the caller has them (the hub's new-request dialog); otherwise read
   * when this browser keeps a hub session for this provider. Name and email are then locked (spec 1 §6).
   */
  clientHub?: HubContactPrefill;
  /** Instead of the thank-you state (the hub closes its dialog and lists the new request). */
  onSent?: (requestNumber: number) => void;
}

type ProbeState = 'pending' | 'ok' | 'failed';

/**
 * spec 1 "Contact page": the Contact Us form with every rule of §5 (the same zod schema the server
 * uses), the (999) 999-9999 phone mask and a thank-you state after sending.
 */
export function ContactUsForm({
  vanityName,
  providerName,
  onCustomDomain,
  clientHub,
  onSent,
}: ContactUsFormProps) {
  const hub = useHubContact(vanityName, clientHub);
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
    loadApiClient()
      .then(({ callApi }) =>
        callApi(submitClientHubRequestRoute, {
          params: { uri: vanityName },
          body: { accessibilityTest: true },
        }),
      )
      .then(() => active && setProbe('ok'))
      .catch(() => active && setProbe('failed'));
    return () => {
      active = false;
    };
  }, [vanityName, onCustomDomain]);

  const form = useSchemaForm({
    initialValues: {
      firstName: '',
      lastName: '',
      preferredContactMethod: 'email' as PreferredContactMethod,
      email: '',
      mobilePhoneNumber: '',
      description: '',
    } satisfies ContactFormValues,
    schema,
  });
  const { setValues } = form;
  useEffect(() => {
    if (hub) setValues((current) => prefillContact(current, hub));
  }, [hub, setValues]);

  const submit = useAction(
    async (values: ContactFormValues) => {
      setFormError(null);
      const [{ contactFormToRequest }, { callApi }] = await Promise.all([
        loadContactRules(),
        loadApiClient(),
      ]);
      // With the hub's token the server sends it under the client's own name and email.
      const response = await callApi(
        submitClientHubRequestRoute,
        { params: { uri: vanityName }, body: contactFormToRequest(values, window.location.href) },
        { bearer: hub ? hubBearer(vanityName) : undefined },
      );
      if (!('requestNumber' in response)) return;
      if (onSent) onSent(response.requestNumber);
      else setSent(response.requestNumber);
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
  const locked = (field: string) => lockedFieldProps(isLockedByHub(hub, field));

  return (
    <form
      onSubmit={form.onSubmit((_request, values) => submit.run(values))}
      onFocus={form.onFocus}
      noValidate
      aria-label="Contact Us"
      {...insightAttribute('contact-start')}
    >
      <Stack gap="md">
        {formError && <Alert color="red">{formError}</Alert>}
        <HubLockedNote hub={hub} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextField
            label="First name"
            required
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            {...locked('firstName')}
            {...form.inputProps('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            {...locked('lastName')}
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
            {...locked('email')}
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
