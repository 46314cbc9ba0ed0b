import { createHash } from 'node:crypto';
import { serviceManagerMessages as messages } from '@porchlight/core/service-manager/service-manager.messages';
import { type DocumentPdf, renderDocumentPdf } from '../../adapters/pdf/document-pdf';
import type { MediaStorage } from '../../adapters/storage/media-storage';
import { AppError } from '../platform/app-error';
import type { ProviderRow } from '../providers/profile.repository';
import { asDownload, estimatePdfFile, letterheadOf } from './document-pdf-files';
import { estimatePdf } from './document-pdf-views';
import type { EstimateApprovalRow, EstimateApprovalsRepository } from './estimate-approvals.repository';
import type { EstimateRecord } from './estimates.repository';
import { toClient, toEstimate } from './service-manager.answers';

/**
 * The approved document (issue 36): the estimate's printed view as the client approved it, kept with the
 * approval so the signed PDF never changes when the estimate, the letterhead or the logo do later.
 * What is hashed is that view drawn without the signature; pdfkit writes the same bytes for the same view.
 */
export interface ApprovedDocument {
  view: StoredView;
  /** The words the client agreed to; null when no signature was asked for. */
  agreement: string | null;
}
type StoredView = Omit<DocumentPdf, 'provider' | 'createdAt' | 'signature'> & {
  provider: Omit<DocumentPdf['provider'], 'logoPng'> & { logoPng: string | null };
  createdAt: string;
};

function storedView(view: DocumentPdf): StoredView {
  return {
    ...view,
    provider: { ...view.provider, logoPng: view.provider.logoPng?.toString('base64') ?? null },
    createdAt: view.createdAt.toISOString(),
  };
}

function viewOf(stored: StoredView): DocumentPdf {
  return {
    ...stored,
    provider: {
      ...stored.provider,
      logoPng: stored.provider.logoPng === null ? null : Buffer.from(stored.provider.logoPng, 'base64'),
    },
    createdAt: new Date(stored.createdAt),
  };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The estimate as approved (read in the approving transaction), its unsigned PDF's SHA-256 and what to keep. */
export async function approvedDocumentOf(
  storage: MediaStorage,
  provider: ProviderRow,
  record: EstimateRecord,
  agreement: string | null,
): Promise<{ document: ApprovedDocument; sha256: string }> {
  const view = estimatePdf(
    toEstimate(record),
    toClient(record.client),
    await letterheadOf(storage, provider),
  );
  const document = { view: storedView(view), agreement };
  return { document, sha256: sha256(await unsignedPdf(document)) };
}

/** The approved document drawn again without the signature: the bytes the stored SHA-256 is of. */
export function unsignedPdf(document: ApprovedDocument): Promise<Buffer> {
  return renderDocumentPdf(viewOf(document.view));
}

/** 'Nov 28, 2026, 3:04 PM EST' in the provider's zone. */
function signedAt(at: Date, timeZone: string) {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at);
}

/** The audit line printed under the signature: who, when, from where, and the hash of what they approved. */
export function auditLine(approval: EstimateApprovalRow, timeZone: string): string {
  const who = approval.signerName ? `Signed by ${approval.signerName}` : 'Approved in the client hub';
  const where = approval.ip ? ` from IP ${approval.ip}` : '';
  return `${who} on ${signedAt(approval.approvedAt, timeZone)}${where} · Document SHA-256 ${approval.documentSha256}`;
}

/** An approved version as signed: the kept document, the signature (drawn, else typed) and the audit line. */
export async function signedEstimatePdf(
  approval: EstimateApprovalRow,
  estimateNumber: number,
  timeZone: string,
) {
  const document = approval.document as ApprovedDocument;
  const view = viewOf(document.view);
  const bytes = await renderDocumentPdf({
    ...view,
    signature: {
      agreement: document.agreement,
      name: approval.signerName,
      png: approval.signaturePng,
      audit: auditLine(approval, timeZone),
    },
  });
  return { bytes, fileName: `estimate-${estimateNumber}-v${approval.version}.pdf` };
}

/**
 * The estimate's PDF as its people and its client download it: an approved version (`version`) as signed;
 * left out, the current version — as signed while it stays approved, else as it is now. An unknown version
 * is the same 404 as an unknown estimate.
 */
export async function estimatePdfOf(
  approvals: EstimateApprovalsRepository,
  storage: MediaStorage,
  provider: ProviderRow,
  record: EstimateRecord,
  version: number | undefined,
) {
  const { estimate } = record;
  const signedVersion = version ?? (estimate.status === 'Approved' ? estimate.version : undefined);
  const approval =
    signedVersion !== undefined && record.approvals.some((each) => each.version === signedVersion)
      ? await approvals.find(estimate.id, signedVersion)
      : undefined;
  if (approval)
    return asDownload(await signedEstimatePdf(approval, estimate.estimateNumber, provider.timeZone));
  if (version !== undefined) throw new AppError('notFound', messages.estimateNotFound);
  return estimatePdfFile(storage, provider, record);
}
