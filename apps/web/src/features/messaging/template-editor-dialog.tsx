'use client';

import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { MESSAGE_KIND_DEFINITIONS } from '@porchlight/core/messaging/message-kinds';
import {
  previewMessageKindRoute,
  restoreMessageKindRoute,
  saveMessageKindRoute,
} from '@porchlight/core/messaging/message-settings.routes';
import type {
  KindRuleBody,
  MessageKindView,
  MessagePreview,
} from '@porchlight/core/messaging/message-settings.schemas';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { applyApiError } from '@/lib/form-errors';
import { useAction } from '@/lib/use-action';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';
import { PlaceholderButtons } from './placeholder-buttons';
import { TemplatePreview } from './template-preview';

type TemplateField = 'subject' | 'emailBody' | 'smsBody';

interface EditorValues {
  emailOn: boolean;
  smsOn: boolean;
  offsetDays: number | string;
  sendAt: string;
  delayHours: number | string;
  subject: string;
  emailBody: string;
  smsBody: string;
}

const PREVIEW_DELAY_MS = 400;

const valuesOf = (kind: MessageKindView): EditorValues => ({
  emailOn: kind.emailOn,
  smsOn: kind.smsOn,
  offsetDays: kind.offsetDays ?? '',
  sendAt: kind.sendAt ?? '09:00',
  delayHours: kind.delayMinutes === null ? '' : kind.delayMinutes / 60,
  subject: kind.subject,
  emailBody: kind.emailBody,
  smsBody: kind.smsBody,
});

/** The editor's values as the API reads them: only the timing the kind has. */
function bodyOf(kind: MessageKindView, values: EditorValues): KindRuleBody {
  const { timing } = MESSAGE_KIND_DEFINITIONS[kind.kind];
  return {
    emailOn: values.emailOn,
    smsOn: values.smsOn,
    offsetDays: timing.type === 'days' ? Number(values.offsetDays) : null,
    sendAt: timing.type === 'days' ? values.sendAt : null,
    delayMinutes: timing.type === 'delay' ? Number(values.delayHours) * 60 : null,
    subject: values.subject,
    emailBody: values.emailBody,
    smsBody: values.smsBody,
  };
}

/** The API calls a delay in minutes; the editor shows hours. */
const withFieldNames = (fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key === 'delayMinutes' ? 'delayHours' : key, value]),
  );

/**
 * One automatic message's editor (docs/plans/reminders.md §8): when it goes, e-mail and text switches,
 * the subject and both bodies with placeholder buttons, and a live preview with a sample client (the
 * server renders it, 400 ms after the last keystroke; its 400s show under the fields).
 */
export function TemplateEditorDialog({
  vanityName,
  kind,
  onClose,
  onSaved,
}: {
  vanityName: string;
  kind: MessageKindView;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const isPhone = useMediaQuery('(max-width: 47.99em)', undefined, { getInitialValueInEffect: true });
  const { timing } = MESSAGE_KIND_DEFINITIONS[kind.kind];
  const form = useForm<EditorValues>({ initialValues: valuesOf(kind) });
  const [preview, setPreview] = useState<MessagePreview | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const fields = {
    subject: useRef<HTMLInputElement>(null),
    emailBody: useRef<HTMLTextAreaElement>(null),
    smsBody: useRef<HTMLTextAreaElement>(null),
  };
  const lastField = useRef<TemplateField>('emailBody');

  const refreshPreview = useDebouncedCallback(async (values: EditorValues) => {
    try {
      setPreview(
        await callApi(previewMessageKindRoute, {
          params: { kind: kind.kind },
          query: { vanityName },
          body: bodyOf(kind, values),
        }),
      );
      form.clearErrors();
    } catch (error) {
      if (error instanceof ApiError && error.fields) form.setErrors(withFieldNames(error.fields));
    }
  }, PREVIEW_DELAY_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the preview follows the values only
  useEffect(() => refreshPreview(form.values), [form.values]);

  const insert = (placeholder: string) => {
    const field = lastField.current;
    const element = fields[field].current;
    const value = form.values[field];
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? start;
    const token = `{${placeholder}}`;
    form.setFieldValue(field, value.slice(0, start) + token + value.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const save = useAction(
    async (values: EditorValues) => {
      setFormError(null);
      await callApi(saveMessageKindRoute, {
        params: { kind: kind.kind },
        query: { vanityName },
        body: { ...bodyOf(kind, values), version: kind.version },
      });
      await onSaved();
      onClose();
      return 'Saved.';
    },
    {
      success: (message) => message,
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          form.setErrors(withFieldNames(error.fields));
          return true;
        }
        setFormError(applyApiError(form, error));
        return true;
      },
    },
  );
  const restore = useAction(
    async () => {
      await callApi(restoreMessageKindRoute, { params: { kind: kind.kind }, query: { vanityName } });
      await onSaved();
      onClose();
      return 'The default message is back.';
    },
    { success: (message) => message },
  );

  const focusProps = (field: TemplateField) => ({
    ref: fields[field] as never,
    onFocus: () => {
      lastField.current = field;
    },
  });

  return (
    <Modal opened onClose={onClose} title={kind.label} size="70rem" fullScreen={Boolean(isPhone)}>
      <form noValidate onSubmit={form.onSubmit((values) => save.run(values))}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm">
            <Group gap="lg">
              <Switch label="E-mail" {...form.getInputProps('emailOn', { type: 'checkbox' })} />
              <Switch label="Text message" {...form.getInputProps('smsOn', { type: 'checkbox' })} />
            </Group>
            {timing.type === 'days' && timing.relation !== 'on' ? (
              <Group grow align="flex-start">
                <NumberInput
                  label={`Days ${timing.relation} the ${timing.anchor}`}
                  min={timing.offsetDays.min}
                  max={timing.offsetDays.max}
                  allowDecimal={false}
                  {...form.getInputProps('offsetDays')}
                />
                <TextInput label="At" type="time" step={300} {...form.getInputProps('sendAt')} />
              </Group>
            ) : null}
            {timing.type === 'days' && timing.relation === 'on' ? (
              <TextInput label="At" type="time" step={300} maw={200} {...form.getInputProps('sendAt')} />
            ) : null}
            {timing.type === 'delay' ? (
              <NumberInput
                label={`Hours after ${timing.anchor}`}
                min={0}
                max={timing.delayMinutes.max / 60}
                allowDecimal={false}
                maw={200}
                {...form.getInputProps('delayHours')}
              />
            ) : null}
            <TextInput label="Subject" {...form.getInputProps('subject')} {...focusProps('subject')} />
            <Textarea
              label="E-mail"
              autosize
              minRows={5}
              maxRows={14}
              {...form.getInputProps('emailBody')}
              {...focusProps('emailBody')}
            />
            <Textarea
              label="Text message"
              description="Your company's name goes first; the link (if you leave it out) and “Reply STOP to opt out.” go last."
              autosize
              minRows={2}
              maxRows={6}
              {...form.getInputProps('smsBody')}
              {...focusProps('smsBody')}
            />
            <PlaceholderButtons placeholders={kind.placeholders} onInsert={insert} />
          </Stack>
          <Stack gap="xs" aria-live="polite">
            <Text fw={700}>Preview</Text>
            <Text size="xs" c="dimmed">
              With a sample client, Alex Rivera.
            </Text>
            <TemplatePreview preview={preview} emailOn={form.values.emailOn} smsOn={form.values.smsOn} />
          </Stack>
        </SimpleGrid>
        {formError ? (
          <Alert color="red" variant="light" mt="md">
            {formError}
          </Alert>
        ) : null}
        <Group justify="space-between" mt="lg">
          <Button
            variant="subtle"
            disabled={kind.isDefault}
            loading={restore.busy}
            onClick={() => restore.run()}
          >
            Restore default
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.busy}>
              Save
            </Button>
          </Group>
        </Group>
      </form>
    </Modal>
  );
}
