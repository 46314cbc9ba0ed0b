'use client';

import { Button, Group } from '@mantine/core';
import { chargeFor } from '@porchlight/core/payments/payment-amounts.rules';
import type { Invoice } from '@porchlight/core/service-manager/invoices.schemas';
import { useState } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import type { PaymentOutcome } from './payment-steps';
import { usePaymentReturn } from './use-payment-return';

/** The pay dialog's code loads with the first click on Pay (or a payment's return), not with the invoice. */
const PayDialog = lazyComponent(() => import('./pay-dialog').then((module) => module.PayDialog));

/** Shown as the dialog's title when a redirected payment comes back. */
const RETURN_TITLE = 'Payment';

/**
 * 'Pay Deposit' or 'Pay Invoice' (spec 3 §4) on a payable invoice, and the pay dialog it opens; the
 * dialog also opens by itself when a redirected payment comes back to this invoice.
 */
export function InvoicePayment({
  vanityName,
  invoice,
  payable,
  onSettled,
}: {
  vanityName: string;
  invoice: Pick<Invoice, 'invoiceNumber' | 'amountDue' | 'depositDue'>;
  payable: boolean;
  onSettled: (outcome: PaymentOutcome) => void;
}) {
  const { returned, forget } = usePaymentReturn();
  /** The title the dialog opened with: the invoice read again after paying must not rename it. */
  const [openedAs, setOpenedAs] = useState<string | null>(null);
  const { label } = chargeFor(invoice);
  const title = returned ? RETURN_TITLE : openedAs;
  return (
    <>
      {payable && (
        <Group justify="flex-end">
          <Button onClick={() => setOpenedAs(label)} aria-haspopup="dialog">
            {label}
          </Button>
        </Group>
      )}
      {title && (
        <PayDialog
          vanityName={vanityName}
          invoiceNumber={invoice.invoiceNumber}
          title={title}
          returned={returned}
          onSettled={onSettled}
          onClose={() => {
            setOpenedAs(null);
            forget();
          }}
        />
      )}
    </>
  );
}
