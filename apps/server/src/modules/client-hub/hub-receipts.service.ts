import type { HubPayment } from '@porchlight/core/client-hub/hub-receipts.schemas';
import type { PageRequest } from '@porchlight/core/service-manager/paging.schemas';
import type { MediaStorage } from '../../adapters/storage/media-storage';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import type { Download } from '../media/send-download';
import { toProviderPayment } from '../payments/provider-payments.service';
import { receiptPdfFile } from '../payments/receipt-pdf';
import type { Repositories } from '../platform/unit-of-work';
import { hubClientOf } from './hub-client-of';

/**
 * The hub client's payments and a receipt PDF of each (issue 36): the provider's receipt, reached through
 * the hub's session; another client's payment, a failed one and an unknown id are the same 404.
 */
export function createHubReceiptsService(deps: {
  access: Access;
  repositories: Pick<Repositories, 'clientHub' | 'payments' | 'invoices'>;
  storage: MediaStorage;
}) {
  const { repositories, storage } = deps;
  const hubOf = hubClientOf(deps.access, repositories.clientHub);
  return {
    async list(
      principal: Principal,
      { uri, ...page }: { uri: string } & PageRequest<'createdAt' | 'amount'>,
    ): Promise<{ payments: HubPayment[]; totalRecords: number }> {
      const { provider, client } = await hubOf(principal, uri);
      const { rows, total } = await repositories.payments.listForClient(provider.id, client.id, page);
      return {
        payments: rows.map((row) => {
          const { id, invoiceNumber, amount, tip, refunded, methodLabel, createdAt } = toProviderPayment(row);
          return { id, invoiceNumber, amount, tip, refunded, methodLabel, createdAt };
        }),
        totalRecords: total,
      };
    },

    async receipt(
      principal: Principal,
      { uri, paymentId }: { uri: string; paymentId: string },
    ): Promise<Download> {
      const { provider, client } = await hubOf(principal, uri);
      const listed = await repositories.payments.providerPayment(provider.id, paymentId, client.id);
      return receiptPdfFile(repositories.invoices, storage, provider, listed);
    },
  };
}
