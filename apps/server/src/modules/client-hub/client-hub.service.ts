import type { ProcessorName } from '@porchlight/core/payments/payments.constants';
import type { MediaStorage } from '../../adapters/storage/media-storage';
import type { Access } from '../identity/access';
import type { RateLimit, Throttle } from '../platform/throttle';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import type { CustomDomainResolver } from '../providers/custom-domains';
import { createHubDocumentsService } from './hub-documents.service';
import { createHubDownloadsService } from './hub-downloads.service';
import { createHubLinksService } from './hub-links.service';
import { createHubPageService } from './hub-page.service';
import { createHubPdfsService } from './hub-pdfs.service';
import { createHubReceiptsService } from './hub-receipts.service';
import { createHubRequestsService } from './hub-requests.service';
import { createHubSessionsService } from './hub-sessions.service';
import type { HubTokens } from './hub-tokens';
import { createHubVisitsService } from './hub-visits.service';

/** A client asks for another time for one visit at most 3 times a day (each e-mails the company). */
const ASKS_PER_VISIT = { max: 3, windowMs: 86_400_000 };

/** The Client Hub's use cases: its page, links, sessions, and the client's sections. */
export function createClientHub(deps: {
  access: Access;
  customDomains: Pick<CustomDomainResolver, 'resolve'>;
  repositories: Repositories;
  unitOfWork: UnitOfWork;
  tokens: HubTokens;
  sessionDays: number;
  storage: MediaStorage;
  mediaUrl: (key: string) => string;
  siteName: string;
  publicUrl: string;
  /** The payment processor in use: whether an invoice shows Pay. */
  processorName: ProcessorName;
  throttle: Throttle;
  /** New links mailed to one client through send-new-link, whoever asks. */
  newLinksPerClient: RateLimit;
}) {
  const { access, repositories, unitOfWork } = deps;
  return {
    page: createHubPageService({ access, customDomains: deps.customDomains, mediaUrl: deps.mediaUrl }),
    links: createHubLinksService({
      access,
      profiles: repositories.profiles,
      unitOfWork,
      siteName: deps.siteName,
      publicUrl: deps.publicUrl,
      throttle: deps.throttle,
      newLinksPerClient: deps.newLinksPerClient,
      storage: deps.storage,
    }),
    sessions: createHubSessionsService({
      access,
      repository: repositories.clientHub,
      profiles: repositories.profiles,
      tokens: deps.tokens,
      sessionDays: deps.sessionDays,
    }),
    documents: createHubDocumentsService({
      access,
      repositories,
      unitOfWork,
      mediaUrl: deps.mediaUrl,
      siteName: deps.siteName,
      publicUrl: deps.publicUrl,
      processorName: deps.processorName,
      storage: deps.storage,
    }),
    requests: createHubRequestsService({ access, repository: repositories.clientHub }),
    downloads: createHubDownloadsService({ access, repositories, storage: deps.storage }),
    pdfs: createHubPdfsService({ access, repositories, storage: deps.storage }),
    receipts: createHubReceiptsService({ access, repositories, storage: deps.storage }),
    visits: createHubVisitsService({
      access,
      repositories,
      unitOfWork,
      site: { siteName: deps.siteName, publicUrl: deps.publicUrl },
      throttle: deps.throttle,
      asksPerVisit: ASKS_PER_VISIT,
      now: () => new Date(),
    }),
  };
}
