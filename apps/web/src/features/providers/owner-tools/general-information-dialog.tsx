'use client';

import { Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { updateCompanyDetailsRoute } from '@porchlight/core/providers/details.routes';
import {
  BRIEF_DESCRIPTION_MAX_LENGTH,
  collapseLineBreaks,
  generalInformationFormSchema,
} from '@porchlight/core/providers/details.schemas';
import { companyInfoMessages } from '@porchlight/core/providers/owner-tools.messages';
import { callApi } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { useAction } from '@/lib/use-action';
import { formatPhoneAsTyped } from '../phone-as-typed';
import { DialogButtons, OwnerDialogFrame } from './owner-dialog-frame';
import type { OwnerDialogProps } from './owner-dialogs';

/**
 * Edit General Information (spec 2 §2.5, §5 "Company info"): name, a brief description of at most
 * 200 characters with a counter (line breaks become spaces as typed), the phone as (999) 999-9999,
 * stored as its 10 digits; Submit stays disabled until something changed.
 */
export function GeneralInformationDialog({ details, onClose, onSaved }: OwnerDialogProps) {
  const form = useForm({
    initialValues: {
      name: details.name,
      aboutMetadata: details.aboutMetadata ?? '',
      phoneNumber: formatPhoneAsTyped(details.phoneNumber ?? ''),
    },
    validate: schemaResolver(generalInformationFormSchema, { sync: true }),
  });

  const save = useAction(
    async (values: typeof form.values) => {
      await callApi(updateCompanyDetailsRoute, { query: { vanityName: details.vanityName }, body: values });
      onSaved();
    },
    {
      success: companyInfoMessages.updated,
      onError: (error) => applyApiError(form, error) === null,
      errorTitle: companyInfoMessages.errorTitle,
    },
  );

  const description = form.getInputProps('aboutMetadata');
  return (
    <OwnerDialogFrame title="Edit General Information" onClose={onClose}>
      <form onSubmit={form.onSubmit((values) => save.run(values))} noValidate>
        <Stack gap="sm">
          <TextInput label="Company name" required maxLength={46} {...form.getInputProps('name')} />
          <Textarea
            label="Brief description"
            required
            autosize
            minRows={3}
            maxLength={BRIEF_DESCRIPTION_MAX_LENGTH}
            description={`${form.values.aboutMetadata.length} of ${BRIEF_DESCRIPTION_MAX_LENGTH} characters`}
            {...description}
            onChange={(event) =>
              form.setFieldValue('aboutMetadata', collapseLineBreaks(event.currentTarget.value))
            }
          />
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
        <DialogButtons onCancel={onClose} busy={save.busy} disabled={!form.isDirty()} />
      </form>
    </OwnerDialogFrame>
  );
}
