import { isShownToClient } from '@porchlight/core/client-hub/client-hub.rules';
import { serviceManagerMessages as smMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { AppError } from '../platform/app-error';
import type { InvoiceRecord, InvoicesRepository } from '../service-manager/invoices.repository';
import type { HubContext } from './hub-client-of';

/** One of the hub client's invoices, drafts excepted; any other number is a 404, as if it did not exist. */
export async function hubInvoiceOf(
  invoices: Pick<InvoicesRepository, 'find'>,
  context: HubContext,
  invoiceNumber: number,
): Promise<InvoiceRecord> {
  const record = await invoices.find(context.provider.id, invoiceNumber);
  if (!record || record.invoice.clientId !== context.client.id || !isShownToClient(record.invoice.status))
    throw new AppError('notFound', smMessages.invoiceNotFound);
  return record;
}
