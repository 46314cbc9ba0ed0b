'use client';

import { Alert, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { createProviderRoute } from '@porchlight/core/providers/company.routes';
import { newProfileFormSchema } from '@porchlight/core/providers/company.schemas';
import { createProfileMessages } from '@porchlight/core/providers/owner-tools.messages';
import { IconMapPin } from '@tabler/icons-react';
import { useMemo } from 'react';
import { callApi } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { useAction } from '@/lib/use-action';
import { CompanyFields } from './company-fields';
import { type CompanyFormValues, newProfileBody } from './company-values';
import { WizardButtons } from './wizard-buttons';
import type { ChosenPlace } from './wizard-state';

/**
 * Step 2 (spec 2 §2.3, §5): the company form, checked with the core schema before `POST auth/provider`.
 * The action's leading debounce and the busy, disabled button keep a double click to one company.
 */
export function CompanyFormStep({
  initialValues,
  place,
  onValuesChange,
  onPrevious,
  onCancel,
  onCreated,
}: {
  initialValues: CompanyFormValues;
  place: ChosenPlace | null;
  onValuesChange: (values: CompanyFormValues) => void;
  onPrevious: () => void;
  onCancel: () => void;
  onCreated: (vanityName: string) => void;
}) {
  const phoneRequired = place?.phoneFound ?? false;
  const schema = useMemo(() => newProfileFormSchema({ phoneRequired }), [phoneRequired]);
  const form = useForm<CompanyFormValues>({
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    onValuesChange,
  });

  const create = useAction(
    async (values: CompanyFormValues) => {
      const created = await callApi(createProviderRoute, {
        body: newProfileBody(values, place?.placeID ?? null),
      });
      onCreated(created.vanityName);
    },
    {
      // Success leaves for the new profile: the button stays busy until it has gone.
      staysBusy: true,
      onError: (error) => applyApiError(form, error) === null,
      errorTitle: createProfileMessages.errorTitle,
      errorLabel: 'Create Profile',
    },
  );

  return (
    <form onSubmit={form.onSubmit((values) => create.run(values))} noValidate>
      {place && (
        <Alert variant="light" color="brand" icon={<IconMapPin size={18} />} mb="md">
          <Text size="sm">We filled in what we found about your business. Check it before you go on.</Text>
        </Alert>
      )}
      <CompanyFields
        values={form.values}
        inputProps={(field) => form.getInputProps(field)}
        setValue={(field, value) => form.setFieldValue(field, value)}
        phoneRequired={phoneRequired}
      />
      <WizardButtons
        onCancel={onCancel}
        onPrevious={onPrevious}
        next={{ label: 'Create Profile', submit: true, busy: create.busy }}
      />
    </form>
  );
}
