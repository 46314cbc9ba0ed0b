import { serviceManagerMessages as messages } from '@porchlight/core/service-manager/service-manager.messages';
import type { MediaStorage } from '../../adapters/storage/media-storage';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import type { Download } from '../media/send-download';
import { AppError } from '../platform/app-error';
import type { Repositories } from '../platform/unit-of-work';
import { estimatePdfFile, invoicePdfFile } from './document-pdf-files';
import { serviceManagerProvider } from './service-manager-access';

/** The provider's estimates and invoices as PDFs (issue 36): the Service Manager's people only. */
export function createDocumentPdfsService(deps: {
  access: Access;
  repositories: Repositories;
  storage: MediaStorage;
}) {
  const { repositories, storage } = deps;
  const providerOf = serviceManagerProvider(deps.access);
  return {
    async estimate(
      principal: Principal,
      { vanityName, estimateNumber }: { vanityName: string; estimateNumber: number },
    ): Promise<Download> {
      const provider = await providerOf(principal, vanityName);
      const record = await repositories.estimates.find(provider.id, estimateNumber);
      if (!record) throw new AppError('notFound', messages.estimateNotFound);
      return estimatePdfFile(storage, provider, record);
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
  };
}
