import { Readable } from 'node:stream';
import { displayWebsite, formatPhoneNumber } from '@porchlight/core/providers/profile.rules';
import sharp from 'sharp';
import { renderDocumentPdf } from '../../adapters/pdf/document-pdf';
import type { MediaStorage } from '../../adapters/storage/media-storage';
import type { Download } from '../media/send-download';
import type { ProviderRow } from '../providers/profile.repository';
import { estimatePdf, invoicePdf, type Letterhead } from './document-pdf-views';
import type { EstimateRecord } from './estimates.repository';
import type { InvoiceRecord } from './invoices.repository';
import { toClient, toEstimate, toInvoice } from './service-manager.answers';

/** The logo as PNG (pdfkit embeds PNG and JPEG; ours are WebP), or none when it cannot be read. */
async function logoPng(storage: MediaStorage, key: string | null): Promise<Buffer | null> {
  const media = key ? await storage.read(key) : null;
  if (!media || media === 'unsatisfiable') return null;
  try {
    return await media.body.pipe(sharp()).resize(256, 256, { fit: 'inside' }).png().toBuffer();
  } catch {
    return null;
  }
}

/** The provider's letterhead on every PDF: its name, address, contact and license lines, its logo if chosen. */
export async function letterheadOf(storage: MediaStorage, provider: ProviderRow): Promise<Letterhead> {
  const cityLine = [provider.city, [provider.stateCode, provider.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const lines = [
    provider.address,
    provider.address2,
    cityLine,
    formatPhoneNumber(provider.phoneNumber),
    provider.email,
    provider.website && displayWebsite(provider.website),
    provider.licenseNumber && `License #${provider.licenseNumber}`,
  ].filter((line): line is string => !!line);
  const logo = provider.logoOnDocuments ? await logoPng(storage, provider.profilePic) : null;
  return { name: provider.name, lines, logoPng: logo };
}

/** The document's PDF and the name to save it as (a download, or a file an e-mail carries). */
export async function documentPdf(
  storage: MediaStorage,
  provider: ProviderRow,
  document: { kind: 'estimate'; record: EstimateRecord } | { kind: 'invoice'; record: InvoiceRecord },
): Promise<{ bytes: Buffer; fileName: string }> {
  const letterhead = await letterheadOf(storage, provider);
  const client = toClient(document.record.client);
  if (document.kind === 'estimate') {
    const estimate = toEstimate(document.record);
    return {
      bytes: await renderDocumentPdf(estimatePdf(estimate, client, letterhead)),
      fileName: `estimate-${estimate.estimateNumber}.pdf`,
    };
  }
  const invoice = toInvoice(document.record);
  return {
    bytes: await renderDocumentPdf(invoicePdf(invoice, client, letterhead)),
    fileName: `invoice-${invoice.invoiceNumber}.pdf`,
  };
}

/** A made PDF as a download (sendDownload). */
export function asDownload({ bytes, fileName }: { bytes: Buffer; fileName: string }): Download {
  const media = {
    body: Readable.from(bytes),
    contentType: 'application/pdf',
    contentLength: bytes.length,
    totalSize: bytes.length,
  };
  return { media, contentType: 'application/pdf', fileName };
}

/** An estimate's PDF, for whoever the caller's access check let see it (the provider's people, its client). */
export async function estimatePdfFile(storage: MediaStorage, provider: ProviderRow, record: EstimateRecord) {
  return asDownload(await documentPdf(storage, provider, { kind: 'estimate', record }));
}

/** An invoice's PDF, with its payments and balance as the API answers them. */
export async function invoicePdfFile(storage: MediaStorage, provider: ProviderRow, record: InvoiceRecord) {
  return asDownload(await documentPdf(storage, provider, { kind: 'invoice', record }));
}
