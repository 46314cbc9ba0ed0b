import { serviceManagerMessages as messages } from '@porchlight/core/service-manager/service-manager.messages';
import type { MediaStorage } from '../../adapters/storage/media-storage';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import type { Download } from '../media/send-download';
import { receiptPdfFile } from '../payments/receipt-pdf';
import { AppError } from '../platform/app-error';
import type { Repositories } from '../platform/unit-of-work';
import { invoicePdfFile } from './document-pdf-files';
import { estimatePdfOf } from './estimate-approval-documents';
import { serviceManagerProvider } from './service-manager-access';

/** The provider's estimates, invoices and payment receipts as PDFs (issue 36): the Service Manager's people only. */
export function createDocumentPdfsService(deps: {
  access: Access;
  repositories: Repositories;
  storage: MediaStorage;
}) {
  const { repositories, storage } = deps;
  const providerOf = serviceManagerProvider(deps.access);
  return {
    /** The estimate now, or an approved version as signed (issue 36). */
    async estimate(
      principal: Principal,
      {
        vanityName,
        estimateNumber,
        version,
      }: { vanityName: string; estimateNumber: number; version?: number },
    ): Promise<Download> {
      const provider = await providerOf(principal, vanityName);
      const record = await repositories.estimates.find(provider.id, estimateNumber);
      if (!record) throw new AppError('notFound', messages.estimateNotFound);
      return estimatePdfOf(repositories.estimateApprovals, storage, provider, record, version);
    },

    async invoice(
      principal: Principal,
      { vanityName, invoiceNumber }: { vanityName: string; invoiceNumber: number },
    ): Promise<Download> {
      const provider = await providerOf(principal, vanityName);
      const record = await repositories.invoices.find(provider.id, invoiceNumber);
      if (!record) throw new AppError('notFound', messages.invoiceNotFound);
      return invoicePdfFile(storage, provider, record);
    },

    /** A succeeded payment's receipt; a failed or pending one has none (the same 404 as a missing one). */
    async receipt(
      principal: Principal,
      { vanityName, paymentId }: { vanityName: string; paymentId: string },
    ): Promise<Download> {
      const provider = await providerOf(principal, vanityName);
      const listed = await repositories.payments.providerPayment(provider.id, paymentId);
      return receiptPdfFile(repositories.invoices, storage, provider, listed);
    },
  };
}
