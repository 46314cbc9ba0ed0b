'use client';

import { Alert, Text } from '@mantine/core';
import { getHubInvoiceRoute, listHubInvoicesRoute } from '@porchlight/core/client-hub/client-hub.routes';
import { hubInvoiceStatusLabel, isPayableStatus } from '@porchlight/core/payments/payment-amounts.rules';
import { getInvoiceRatingRoute } from '@porchlight/core/reviews/verified-ratings.routes';
import { showsInvoiceRating } from '@porchlight/core/reviews/verified-ratings.rules';
import type { InvoiceStatus } from '@porchlight/core/service-manager/service-manager.constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { apiQueryKey } from '@/lib/query-client';
import { autoRateInvoice } from './hub-auto-rating';
import { HubDocument } from './hub-document';
import { useHubRead } from './hub-queries';
import { InvoicePayment } from './payments/invoice-payment';
import { invoiceStatusAfter, type PaymentOutcome } from './payments/payment-steps';
import { useSettlingPayment } from './payments/use-settling-payment';

/** The rating's code (its form, the review rules) loads only with a paid invoice. */
const HubInvoiceRating = lazyComponent(() => import('./hub-invoice-rating').then((m) => m.HubInvoiceRating));

/**
 * One invoice (spec 3 §2.4 "view-invoice"): Pay while it is payable and the provider takes payments
 * online, otherwise the provider's payment instructions. After a payment it shows what the status
 * check said (Unknown when the check failed, spec 3 §4) and reads the invoice again; while it is
 * Processing, a settled or failed bank debit shows as soon as the server hears of it.
 */
export function HubInvoice({ vanityName, number }: { vanityName: string; number: number }) {
  const queryClient = useQueryClient();
  const [statusAfterPayment, setStatusAfterPayment] = useState<InvoiceStatus | null>(null);
  const { data, failed } = useHubRead(vanityName, getHubInvoiceRoute, {
    params: { uri: vanityName },
    query: { invoiceNumber: number },
  });
  /** A payment changed the invoice, its rating and the invoice lists: each reads again. */
  const readAgain = () => {
    for (const route of [getHubInvoiceRoute, getInvoiceRatingRoute, listHubInvoicesRoute])
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(route) });
  };
  const shown = data && (statusAfterPayment ?? data.invoice.status);
  useSettlingPayment({
    vanityName,
    invoiceNumber: number,
    shown,
    onChange: (status) => {
      setStatusAfterPayment(status);
      readAgain();
    },
  });
  if (failed) return <Text>{failed}</Text>;
  if (!data || !shown) return null;
  const { invoice, provider } = data;
  const status = shown;
  const settled = async (outcome: PaymentOutcome) => {
    setStatusAfterPayment(invoiceStatusAfter(outcome));
    // The paying customer's 5 stars (spec 3 §4 "Auto-rating"), theirs to change; failures only logged.
    if (outcome.status === 'success') await autoRateInvoice(vanityName, invoice.invoiceNumber);
    // A check that failed knows nothing new: the invoice is read again on the next visit.
    if (outcome.status !== 'unknown') readAgain();
  };
  return (
    <HubDocument
      title={`Invoice #${invoice.invoiceNumber} from ${provider.name}`}
      status={status}
      statusLabel={hubInvoiceStatusLabel(status)}
      date={invoice.dueDate ? `${invoice.invoiceDate} · due ${invoice.dueDate}` : invoice.invoiceDate}
      items={invoice.items}
      notes={invoice.notes}
      files={{ vanityName, type: 'invoice', number: invoice.invoiceNumber, attachments: data.attachments }}
      amounts={[
        { label: 'Subtotal', cents: invoice.subtotal },
        ...(invoice.discountAmount ? [{ label: 'Discount', cents: -invoice.discountAmount }] : []),
        { label: 'Tax', cents: invoice.tax },
        { label: 'Total', cents: invoice.total, strong: true },
        ...(invoice.paymentTotal ? [{ label: 'Paid', cents: invoice.paymentTotal }] : []),
        { label: 'Amount due', cents: invoice.amountDue, strong: true },
      ]}
      actions={
        <>
          <InvoicePayment
            vanityName={vanityName}
            invoice={invoice}
            payable={data.paymentAllowed && invoice.amountDue > 0 && isPayableStatus(status)}
            onSettled={settled}
          />
          {!data.paymentAllowed && invoice.amountDue > 0 && (
            <Alert color="brand" title="How to pay">
              {data.paymentInstructions ?? `Please contact ${provider.name} to pay this invoice.`}
            </Alert>
          )}
          {showsInvoiceRating(status) && (
            <HubInvoiceRating
              vanityName={vanityName}
              invoiceNumber={invoice.invoiceNumber}
              providerName={provider.name}
            />
          )}
        </>
      }
    />
  );
}
