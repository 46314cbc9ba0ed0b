import type { MediaStorage } from '../../adapters/storage/media-storage';
import type { Access } from '../identity/access';
import type { CleanupLog } from '../media/stored-files';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import { createClientsService } from './clients.service';
import { createDocumentAttachmentsService } from './document-attachments.service';
import { createDocumentPdfsService } from './document-pdfs.service';
import { createEstimatesService } from './estimates.service';
import { createInvoicesService } from './invoices.service';
import { createJobsService } from './jobs.service';
import { createRequestConversionService } from './request-conversion.service';

/** The Service Manager's use cases, one service per kind of record (issue 13). */
export function createServiceManager(deps: {
  access: Access;
  repositories: Repositories;
  unitOfWork: UnitOfWork;
  storage: MediaStorage;
  log?: CleanupLog;
}) {
  const { access, repositories, unitOfWork } = deps;
  return {
    clients: createClientsService({ access, repository: repositories.clients, unitOfWork }),
    estimates: createEstimatesService({ access, repository: repositories.estimates, unitOfWork }),
    invoices: createInvoicesService({ access, repository: repositories.invoices, unitOfWork }),
    jobs: createJobsService({ access, repository: repositories.jobs, unitOfWork }),
    requestConversion: createRequestConversionService({ access, unitOfWork, repositories }),
    attachments: createDocumentAttachmentsService({
      access,
      repositories,
      unitOfWork,
      storage: deps.storage,
      log: deps.log,
    }),
    pdfs: createDocumentPdfsService({ access, repositories, storage: deps.storage }),
  };
}
