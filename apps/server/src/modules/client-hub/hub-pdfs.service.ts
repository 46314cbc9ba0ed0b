import { isShownToClient } from '@porchlight/core/client-hub/client-hub.rules';
import { serviceManagerMessages as smMessages } from '@porchlight/core/service-manager/service-manager.messages';
import type { MediaStorage } from '../../adapters/storage/media-storage';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import type { Download } from '../media/send-download';
import { AppError } from '../platform/app-error';
import type { Repositories } from '../platform/unit-of-work';
import { invoicePdfFile } from '../service-manager/document-pdf-files';
import { estimatePdfOf } from '../service-manager/estimate-approval-documents';
import { hubClientOf } from './hub-client-of';
import { hubInvoiceOf } from './hub-invoice-of';

/**
 * The hub client's own estimates and invoices as PDFs (issue 36): the same documents the hub shows,
 * drafts and other clients' numbers the same 404 as a missing one.
 */
export function createHubPdfsService(deps: {
  access: Access;
  repositories: Repositories;
  storage: MediaStorage;
}) {
  const { repositories, storage } = deps;
  const hubOf = hubClientOf(deps.access, repositories.clientHub);
  return {
    /**
     * The estimate now, or a version the client approved as signed (issue 36): theirs to keep even while
     * the provider drafts the next version.
     */
    async estimate(
      principal: Principal,
      { uri, estimateNumber, version }: { uri: string; estimateNumber: number; version?: number },
    ): Promise<Download> {
      const context = await hubOf(principal, uri);
      const record = await repositories.estimates.find(context.provider.id, estimateNumber);
      if (
        !record ||
        record.estimate.clientId !== context.client.id ||
        (version === undefined && !isShownToClient(record.estimate.status))
      )
        throw new AppError('notFound', smMessages.estimateNotFound);
      return estimatePdfOf(repositories.estimateApprovals, storage, context.provider, record, version);
    },

    async invoice(
      principal: Principal,
      { uri, invoiceNumber }: { uri: string; invoiceNumber: number },
    ): Promise<Download> {
      const context = await hubOf(principal, uri);
      return invoicePdfFile(
        storage,
        context.provider,
        await hubInvoiceOf(repositories.invoices, context, invoiceNumber),
      );
    },
  };
}
