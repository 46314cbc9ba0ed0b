import { signatureAgreement } from '@porchlight/core/client-hub/estimate-signature.rules';
import { serviceManagerMessages as smMessages } from '@porchlight/core/service-manager/service-manager.messages';
import type { MediaStorage } from '../../adapters/storage/media-storage';
import { AppError } from '../platform/app-error';
import type { Repositories } from '../platform/unit-of-work';
import { approvedDocumentOf } from '../service-manager/estimate-approval-documents';
import { toEstimate } from '../service-manager/service-manager.answers';
import type { HubContext } from './hub-client-of';
import type { Signature } from './hub-estimate-signature';

/** Where the approval came from: Fastify's request.ip (behind the proxy, the client's) and the browser. */
export interface ApprovalEvidence {
  ip: string | null;
  userAgent: string | null;
}
const USER_AGENT_MAX_LENGTH = 512;

/**
 * Keeps what the client approved and the evidence (issue 36), in the approving transaction after the
 * status and option changed: the document as approved, its unsigned PDF's SHA-256, the signature, the time,
 * IP and browser. One row per version: the estimate's rows can change later, this one never does.
 */
export async function recordApproval(
  work: Repositories,
  storage: MediaStorage,
  context: HubContext,
  approval: {
    estimateNumber: number;
    optionPosition: number | undefined;
    signature: Signature | null;
    evidence: ApprovalEvidence;
  },
): Promise<void> {
  const record = await work.estimates.find(context.provider.id, approval.estimateNumber);
  if (!record) throw new AppError('notFound', smMessages.estimateNotFound);
  const optionPosition = approval.optionPosition ?? null;
  const agreement = approval.signature
    ? signatureAgreement(toEstimate(record), context.provider.name, optionPosition)
    : null;
  const { document, sha256 } = await approvedDocumentOf(storage, context.provider, record, agreement);
  await work.estimateApprovals.insert({
    estimateId: record.estimate.id,
    version: record.estimate.version,
    optionPosition,
    signerName: approval.signature?.signerName ?? null,
    signatureKind: approval.signature?.signatureKind ?? null,
    signaturePng: approval.signature?.signaturePng ?? null,
    ip: approval.evidence.ip,
    userAgent: approval.evidence.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    approvedAt: new Date(),
    documentSha256: sha256,
    document,
  });
}
