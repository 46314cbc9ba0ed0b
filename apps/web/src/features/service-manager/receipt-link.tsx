'use client';

import { Anchor } from '@mantine/core';
import { downloadReceiptRoute } from '@porchlight/core/payments/payments.routes';
import type { ProviderPayment } from '@porchlight/core/payments/payments.schemas';
import { routePath } from '@porchlight/core/platform/route';
import { API_BASE } from '@/lib/api-client';

/** A succeeded payment's receipt as a PDF: a plain link, the provider's session cookie going with it. */
export function ReceiptLink({ payment, vanityName }: { payment: ProviderPayment; vanityName: string }) {
  return (
    <Anchor
      href={`${API_BASE}${routePath(downloadReceiptRoute, { paymentId: payment.id }, { vanityName })}`}
      download
      size="sm"
      aria-label={`Receipt of the payment on invoice ${payment.invoiceNumber} (PDF)`}
    >
      PDF
    </Anchor>
  );
}
