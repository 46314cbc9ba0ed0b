'use client';

import {
  Alert,
  Button,
  Fieldset,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { centsOfDollars } from '@porchlight/core/billing/money.rules';
import { sendEstimateRoute, sendInvoiceRoute } from '@porchlight/core/client-hub/client-hub.routes';
import { htmlToPlainText } from '@porchlight/core/media/about.rules';
import { totalsOfDocument } from '@porchlight/core/service-manager/document-totals.rules';
import { type Item, pricedFields } from '@porchlight/core/service-manager/documents.schemas';
import type { Estimate } from '@porchlight/core/service-manager/estimates.schemas';
import type { Invoice } from '@porchlight/core/service-manager/invoices.schemas';
import type {
  DocumentType,
  EstimateStatus,
} from '@porchlight/core/service-manager/service-manager.constants';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import {
  changeEstimateStatusRoute,
  createEstimateRoute,
  createInvoiceRoute,
  getEstimateRoute,
  getInvoiceRoute,
  updateEstimateRoute,
  updateInvoiceRoute,
} from '@porchlight/core/service-manager/service-manager.routes';
import {
  estimateStatusChoices,
  invoiceStatusChoices,
  isEstimateLocked,
  isInvoiceLocked,
} from '@porchlight/core/service-manager/status-changes.rules';
import { textWithListsToHtml } from '@porchlight/core/text/html';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { apiQuery } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';
import { DocumentAttachments } from './document-attachments';
import { blankItem, ItemsEditor, type ItemValues } from './document-items-editor';
import { DocumentPdfLink } from './document-pdf-link';
import { DocumentTotals } from './document-totals';
import { EstimateOptionsEditor, type OptionValues } from './estimate-options-editor';
import { EstimateVersions } from './estimate-versions';
import { useClientOptions } from './use-client-options';

export type DocumentKind = DocumentType;

/** The form's values as the API takes them: rates and fixed amounts from dollars to cents. */
function requestOf(values: DocumentFormValues) {
  // A fraction of a cent cannot come from the 2-decimal inputs; if it did, -1 is refused as an amount.
  const amount = (value: number | string) => centsOfDollars(Number(value) || 0) ?? -1;
  const adjustment = (type: 'none' | 'percent' | 'fixed', value: number | string) =>
    type === 'percent'
      ? { type, percent: Number(value) || 0 }
      : type === 'fixed'
        ? { type, amount: amount(value) }
        : null;
  const discount = adjustment(values.discountType, values.discountValue);
  const itemsOf = (items: ItemValues[]) =>
    items.map((item) => ({
      name: item.name,
      // Owners type plain text (lists as '- ' lines); the hub shows the HTML it becomes.
      description: textWithListsToHtml(item.description) || null,
      rate: amount(item.rate),
      quantity: Number(item.quantity) || 0,
      tax: item.tax,
    }));
  return {
    clientId: values.clientId,
    status: values.status,
    items: itemsOf(values.items),
    options: values.options.map((option) => ({ ...option, items: itemsOf(option.items) })),
    taxPercent: Number(values.taxPercent) || 0,
    discount: discount && { ...discount, applyTo: values.discountApplyTo },
    deposit: adjustment(values.depositType, values.depositValue),
    notes: values.notes || null,
    expiresOn: values.expiresOn || null,
  };
}

const pricedSchema = z.object(pricedFields);

type Loaded = { kind: 'estimate'; document: Estimate } | { kind: 'invoice'; document: Invoice };

const dollars = (cents: number) => cents / 100;

const itemValuesOf = (item: Item): ItemValues => ({
  name: item.name,
  description: item.description ? htmlToPlainText(item.description) : '',
  rate: dollars(item.rate),
  quantity: item.quantity,
  tax: item.tax,
});

/** The form's values of a saved estimate or invoice (cents back to dollars). */
function valuesOf(loaded: Loaded): DocumentFormValues {
  const { document } = loaded;
  const { discount, deposit } = document;
  return {
    clientId: document.client.id,
    status: document.status,
    items: document.items.map(itemValuesOf),
    options:
      loaded.kind === 'estimate'
        ? loaded.document.options.map((option) => ({
            name: option.name,
            recommended: option.recommended,
            items: option.items.map(itemValuesOf),
          }))
        : [],
    taxPercent: document.taxPercent,
    discountType: discount?.type ?? 'none',
    discountValue: discount ? (discount.type === 'percent' ? discount.percent : dollars(discount.amount)) : 0,
    discountApplyTo: discount?.applyTo ?? 'taxable',
    depositType: deposit?.type ?? 'none',
    depositValue: deposit ? (deposit.type === 'percent' ? deposit.percent : dollars(deposit.amount)) : 0,
    notes: document.notes ?? '',
    expiresOn: loaded.kind === 'estimate' ? (loaded.document.expiresOn ?? '') : '',
  };
}

/** A PUT replaces the whole document: what this dialog does not edit goes back as it was. */
function fieldsKept(loaded: Loaded | null) {
  if (!loaded) return {};
  if (loaded.kind === 'estimate') {
    const { estimateDate, columns } = loaded.document;
    return { estimateDate, columns };
  }
  const {
    invoiceDate,
    dueDate,
    amountPaidOffline,
    billingSchedule,
    paymentTypes,
    paymentInstructions,
    jobNumber,
  } = loaded.document;
  return {
    invoiceDate,
    dueDate,
    amountPaid: amountPaidOffline,
    billingSchedule,
    paymentTypes,
    paymentInstructions,
    jobNumber,
  };
}

/** The dialog's form (the item and option editors write into it). */
export interface DocumentFormValues {
  clientId: string;
  /** Draft or Sent for a new one; an approved estimate or a paid invoice keeps its status. */
  status: string;
  items: ItemValues[];
  /** An estimate's options (issue 36); none: the items above are the estimate's. */
  options: OptionValues[];
  taxPercent: number | string;
  discountType: 'none' | 'percent' | 'fixed';
  discountValue: number | string;
  discountApplyTo: 'taxable' | 'non-taxable' | 'other';
  depositType: 'none' | 'percent' | 'fixed';
  depositValue: number | string;
  notes: string;
  /** An estimate's Valid until (YYYY-MM-DD); empty: none, or the company's validity once sent. */
  expiresOn: string;
}

/** The saved estimate or invoice a dialog opens (none for a new one), read fresh each time it opens. */
function useSavedDocument(kind: DocumentKind, number: number | undefined, vanityName: string): Loaded | null {
  const query = { vanityName };
  const estimate = useQuery({
    ...apiQuery(getEstimateRoute, { params: { estimateNumber: number ?? 0 }, query }),
    enabled: kind === 'estimate' && number !== undefined,
    gcTime: 0,
  });
  const invoice = useQuery({
    ...apiQuery(getInvoiceRoute, { params: { invoiceNumber: number ?? 0 }, query }),
    enabled: kind === 'invoice' && number !== undefined,
    gcTime: 0,
  });
  if (kind === 'estimate') return estimate.data ? { kind, document: estimate.data } : null;
  return invoice.data ? { kind, document: invoice.data } : null;
}

/**
 * A new estimate or invoice: a client, items (rate, quantity, taxable), tax, a discount and a deposit;
 * the totals follow as the owner types, from the rules the server saves them with.
 */
export function DocumentDialog({
  kind,
  number,
  vanityName,
  onClose,
  onSaved,
}: {
  kind: DocumentKind;
  /** A saved one to change; none for a new one. */
  number?: number;
  vanityName: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const clientOptions = useClientOptions(vanityName);

  const form = useForm<DocumentFormValues>({
    initialValues: {
      clientId: '',
      status: 'Draft',
      items: [blankItem()],
      options: [],
      taxPercent: 0,
      discountType: 'none',
      discountValue: 0,
      discountApplyTo: 'taxable',
      depositType: 'none',
      depositValue: 0,
      notes: '',
      expiresOn: '',
    },
    validate: { clientId: (value) => (value ? null : serviceManagerMessages.clientNotFound) },
  });

  const loaded = useSavedDocument(kind, number, vanityName);
  // The form takes the document once, when it arrives: a later read must not undo the owner's typing.
  const filled = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filled once per dialog; the form is stable
  useEffect(() => {
    if (!loaded || filled.current) return;
    filled.current = true;
    const values = valuesOf(loaded);
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty(values);
  }, [loaded]);

  const [activeOption, setActiveOption] = useState(0);
  const request = requestOf(form.values);
  // What the server will save, if the form is valid so far (with options: the option shown, on the same terms).
  const totals = useMemo(() => {
    const shown = request.options[activeOption]?.items ?? request.items;
    const parsed = pricedSchema.safeParse({ ...request, items: shown });
    return parsed.success ? totalsOfDocument(parsed.data) : null;
  }, [request, activeOption]);

  const save = useAction(
    async (values: DocumentFormValues) => {
      const query = { vanityName };
      const { status, ...priced } = requestOf(values);
      if (kind === 'estimate') {
        const body = { ...fieldsKept(loaded), ...priced, status: status as EstimateStatus };
        if (number === undefined) await callApi(createEstimateRoute, { query, body });
        else await callApi(updateEstimateRoute, { params: { estimateNumber: number }, query, body });
      } else {
        // The provider asks Draft or Sent; Partial and Paid follow from what was paid (core rule).
        const { options: _none, expiresOn: _estimatesOnly, ...invoiceFields } = priced;
        const body = {
          ...fieldsKept(loaded),
          ...invoiceFields,
          status: status === 'Draft' ? 'Draft' : 'Sent',
        } as const;
        if (number === undefined) await callApi(createInvoiceRoute, { query, body });
        else await callApi(updateInvoiceRoute, { params: { invoiceNumber: number }, query, body });
      }
      onSaved();
    },
    {
      success:
        kind === 'estimate' ? serviceManagerMessages.estimateSaved : serviceManagerMessages.invoiceSaved,
      onError: (error) => applyApiError(form, error) === null,
      errorTitle: serviceManagerMessages.errorTitle,
    },
  );

  // E-mails (and texts) the client a secure link to this document in their Client Hub; a Draft becomes Sent.
  const send = useAction(
    async (saved: number) => {
      const query = { vanityName };
      const answer =
        kind === 'estimate'
          ? await callApi(sendEstimateRoute, { params: { estimateNumber: saved }, query, body: {} })
          : await callApi(sendInvoiceRoute, { params: { invoiceNumber: saved }, query, body: {} });
      onSaved();
      return answer;
    },
    { success: (answer) => answer.message, errorTitle: serviceManagerMessages.errorTitle },
  );

  // Closes an approved estimate: what the client approved is otherwise kept as it was.
  const close = useAction(
    async (saved: number) => {
      await callApi(changeEstimateStatusRoute, {
        params: { estimateNumber: saved },
        query: { vanityName },
        body: { status: 'Closed' },
      });
      onSaved();
    },
    { success: serviceManagerMessages.statusSaved, errorTitle: serviceManagerMessages.errorTitle },
  );

  const title =
    number === undefined ? `New ${kind}` : `${kind === 'estimate' ? 'Estimate' : 'Invoice'} #${number}`;
  const statuses =
    loaded?.kind === 'invoice'
      ? invoiceStatusChoices(loaded.document.status)
      : estimateStatusChoices(loaded?.document.status);
  const locked =
    loaded?.kind === 'invoice'
      ? isInvoiceLocked(loaded.document.status)
      : loaded?.kind === 'estimate' && isEstimateLocked(loaded.document.status);
  return (
    <Modal opened onClose={onClose} title={<Text fw={800}>{title}</Text>} size="xl" centered>
      <form onSubmit={form.onSubmit((values) => save.run(values))} noValidate>
        {locked && (
          <Alert color="blue" mb="sm">
            {kind === 'estimate'
              ? serviceManagerMessages.estimateLocked
              : serviceManagerMessages.invoiceLocked}
          </Alert>
        )}
        {loaded?.kind === 'estimate' && (
          <EstimateVersions estimate={loaded.document} vanityName={vanityName} />
        )}
        <Fieldset variant="unstyled" disabled={locked}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NativeSelect
                label="Client"
                required
                data={clientOptions}
                {...form.getInputProps('clientId')}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  Status
                </Text>
                <SegmentedControl
                  data={[...statuses]}
                  aria-label="Status"
                  {...form.getInputProps('status')}
                />
              </Stack>
            </SimpleGrid>

            {kind === 'estimate' && (
              <TextInput
                label={serviceManagerMessages.validUntilLabel}
                type="date"
                maw={{ sm: 260 }}
                description={
                  loaded?.kind === 'estimate' && loaded.document.sentAt
                    ? serviceManagerMessages.validUntilSent
                    : serviceManagerMessages.validUntilUnsent
                }
                {...form.getInputProps('expiresOn')}
              />
            )}

            {kind === 'estimate' ? (
              <EstimateOptionsEditor form={form} active={activeOption} onActive={setActiveOption} />
            ) : (
              <>
                <Text fw={700} size="sm" mt="xs">
                  Items
                </Text>
                <ItemsEditor form={form} path="items" items={form.values.items} />
              </>
            )}

            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <NumberInput
                label="Tax %"
                decimalScale={3}
                min={0}
                max={100}
                {...form.getInputProps('taxPercent')}
              />
              <AdjustmentField
                label="Discount"
                type={form.values.discountType}
                onType={(type) => form.setFieldValue('discountType', type)}
                valueProps={form.getInputProps('discountValue')}
              />
              <AdjustmentField
                label="Deposit"
                type={form.values.depositType}
                onType={(type) => form.setFieldValue('depositType', type)}
                valueProps={form.getInputProps('depositValue')}
              />
            </SimpleGrid>
            {form.values.discountType !== 'none' && (
              <NativeSelect
                label="Discount applies to"
                data={[
                  { value: 'taxable', label: 'Taxable items' },
                  { value: 'non-taxable', label: 'Non-taxable items' },
                  { value: 'other', label: 'The whole amount, after tax' },
                ]}
                {...form.getInputProps('discountApplyTo')}
              />
            )}
            <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
            <DocumentTotals totals={totals} />
          </Stack>
        </Fieldset>
        {number !== undefined && loaded && (
          <DocumentAttachments
            type={kind}
            number={number}
            vanityName={vanityName}
            initial={loaded.document.attachments}
          />
        )}
        <Group justify="flex-end" gap="sm" mt="md">
          {number !== undefined && (
            <DocumentPdfLink type={kind} number={number} vanityName={vanityName} unsaved={form.isDirty()} />
          )}
          {number !== undefined && (
            <Button
              variant="light"
              mr="auto"
              leftSection={<IconSend size={16} />}
              loading={send.busy}
              disabled={form.isDirty()}
              title={form.isDirty() ? 'Save your changes first' : undefined}
              onClick={() => send.run(number)}
            >
              Send to client
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {loaded?.kind === 'estimate' && loaded.document.status === 'Approved' && number !== undefined && (
            <Button variant="light" loading={close.busy} onClick={() => close.run(number)}>
              Close estimate
            </Button>
          )}
          {!locked && (
            <Button type="submit" loading={save.busy}>
              Save {kind}
            </Button>
          )}
        </Group>
      </form>
    </Modal>
  );
}

/** A discount or deposit: none, a percentage or a fixed amount. */
function AdjustmentField({
  label,
  type,
  onType,
  valueProps,
}: {
  label: string;
  type: 'none' | 'percent' | 'fixed';
  onType: (type: 'none' | 'percent' | 'fixed') => void;
  valueProps: ReturnType<ReturnType<typeof useForm<DocumentFormValues>>['getInputProps']>;
}) {
  return (
    <Group gap={4} align="flex-end" wrap="nowrap">
      <NativeSelect
        label={label}
        w={110}
        value={type}
        data={[
          { value: 'none', label: 'None' },
          { value: 'percent', label: '%' },
          { value: 'fixed', label: '$' },
        ]}
        onChange={(event) => onType(event.currentTarget.value as 'none' | 'percent' | 'fixed')}
      />
      {type !== 'none' && (
        <NumberInput
          aria-label={`${label} ${type === 'percent' ? 'percentage' : 'amount'}`}
          flex={1}
          min={0}
          decimalScale={type === 'percent' ? 3 : 2}
          prefix={type === 'fixed' ? '$' : undefined}
          suffix={type === 'percent' ? '%' : undefined}
          {...valueProps}
        />
      )}
    </Group>
  );
}
