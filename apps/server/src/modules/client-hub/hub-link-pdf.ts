import { randomUUID } from 'node:crypto';
import type { MailAttachment } from '../../adapters/mail-message';
import type { MediaStorage } from '../../adapters/storage/media-storage';
import type { Repositories } from '../platform/unit-of-work';
import type { ProviderRow } from '../providers/profile.repository';
import { documentPdf } from '../service-manager/document-pdf-files';

/**
 * The PDF of the document an e-mail sends, made as the mail is composed (in its transaction, after the
 * status change, so it says Sent) and kept under a private key: the mail carries what was sent, even if
 * the document changes before the outbox delivers it. Not under providers/, so /media/* never serves it.
 */
export async function storeSentDocumentPdf(
  repositories: Repositories,
  storage: MediaStorage,
  provider: ProviderRow,
  document: { kind: 'estimate' | 'invoice'; number: number },
): Promise<MailAttachment | null> {
  const pdf =
    document.kind === 'estimate'
      ? await repositories.estimates
          .find(provider.id, document.number)
          .then((record) => record && documentPdf(storage, provider, { kind: 'estimate', record }))
      : await repositories.invoices
          .find(provider.id, document.number)
          .then((record) => record && documentPdf(storage, provider, { kind: 'invoice', record }));
  if (!pdf) return null;
  const key = `mail-attachments/${randomUUID()}.pdf`;
  await storage.save(key, pdf.bytes);
  return { key, fileName: pdf.fileName, contentType: 'application/pdf' };
}

/**
 * Runs a unit of work that stores files for its mail (`stored` notes each key); when it fails, the
 * transaction that would have queued the mail is gone, so its files are removed too (no orphan PDFs).
 */
export async function removingStoredOnFailure<T>(
  storage: MediaStorage,
  work: (stored: (key: string) => void) => Promise<T>,
): Promise<T> {
  const keys: string[] = [];
  try {
    return await work((key) => keys.push(key));
  } catch (error) {
    // Best effort: the failure the caller sees is the transaction's, not a cleanup's.
    await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  }
}
