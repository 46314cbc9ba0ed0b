import type {
  DocumentType,
  EstimateStatus,
  InvoiceStatus,
} from '@porchlight/core/service-manager/service-manager.constants';
import type { Executor } from '@porchlight/db/connection';
import { documentAttachments, estimates, invoices } from '@porchlight/db/schema/index';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AttachmentRow } from './estimates.repository';

export type NewAttachment = Pick<
  typeof documentAttachments.$inferInsert,
  'name' | 'size' | 'contentType' | 'storageKey' | 'thumbnailKey'
>;

/** An estimate or invoice as its files need it: which it is, whose, and in what status. */
export interface AttachedDocument {
  id: string;
  clientId: string;
  status: EstimateStatus | InvoiceStatus;
}

/** What became of an attach: the new row, or why there is none. */
export type AttachOutcome =
  | { kind: 'attached'; row: AttachmentRow }
  /** The document already has `max` files. */
  | { kind: 'full' }
  /** The document was deleted meanwhile. */
  | { kind: 'gone' };

/** The document table of each type, and the column that ties a file to it. */
function tablesOf(type: DocumentType) {
  return type === 'estimate'
    ? { table: estimates, number: estimates.estimateNumber, owner: documentAttachments.estimateId }
    : { table: invoices, number: invoices.invoiceNumber, owner: documentAttachments.invoiceId };
}

/** One file of one document. */
function oneFile(type: DocumentType, documentId: string, attachmentNumber: number) {
  return and(
    eq(tablesOf(type).owner, documentId),
    eq(documentAttachments.attachmentNumber, attachmentNumber),
  );
}

/** Files attached to estimates and invoices; a document is always found through its provider first. */
export function createDocumentAttachmentsRepository(db: Executor) {
  return {
    async findDocument(
      type: DocumentType,
      providerId: string,
      documentNumber: number,
    ): Promise<AttachedDocument | undefined> {
      const { table, number } = tablesOf(type);
      const [row] = await db
        .select({ id: table.id, clientId: table.clientId, status: table.status })
        .from(table)
        .where(and(eq(table.providerId, providerId), eq(number, documentNumber)));
      return row;
    },

    async list(type: DocumentType, documentId: string): Promise<AttachmentRow[]> {
      const { owner } = tablesOf(type);
      return db
        .select()
        .from(documentAttachments)
        .where(eq(owner, documentId))
        .orderBy(asc(documentAttachments.attachmentNumber));
    },

    async find(
      type: DocumentType,
      documentId: string,
      attachmentNumber: number,
    ): Promise<AttachmentRow | undefined> {
      const [row] = await db
        .select()
        .from(documentAttachments)
        .where(oneFile(type, documentId, attachmentNumber));
      return row;
    },

    /**
     * Attaches a stored file under the document's next number, unless it has `max` files already. Run it
     * in a transaction: the document's row lock, taken first, is held until the commit, so concurrent
     * uploads count and number one after the other.
     */
    async attach(
      type: DocumentType,
      providerId: string,
      documentId: string,
      file: NewAttachment,
      max: number,
    ): Promise<AttachOutcome> {
      const { table, owner } = tablesOf(type);
      const [document] = await db
        .select({ lastAttachmentNumber: table.lastAttachmentNumber })
        .from(table)
        .where(eq(table.id, documentId))
        .for('update');
      if (!document) return { kind: 'gone' };
      const [attached] = await db
        .select({ value: count() })
        .from(documentAttachments)
        .where(eq(owner, documentId));
      if ((attached?.value ?? 0) >= max) return { kind: 'full' };
      const attachmentNumber = document.lastAttachmentNumber + 1;
      await db.update(table).set({ lastAttachmentNumber: attachmentNumber }).where(eq(table.id, documentId));
      const [row] = await db
        .insert(documentAttachments)
        .values({
          ...file,
          providerId,
          attachmentNumber,
          estimateId: type === 'estimate' ? documentId : null,
          invoiceId: type === 'invoice' ? documentId : null,
        })
        .returning();
      if (!row) throw new Error('attachment insert returned no row');
      return { kind: 'attached', row };
    },

    /** Deletes one file's row; its stored keys, or undefined when there was none. */
    async remove(
      type: DocumentType,
      documentId: string,
      attachmentNumber: number,
    ): Promise<AttachmentRow | undefined> {
      const [row] = await db
        .delete(documentAttachments)
        .where(oneFile(type, documentId, attachmentNumber))
        .returning();
      return row;
    },
  };
}

export type DocumentAttachmentsRepository = ReturnType<typeof createDocumentAttachmentsRepository>;
