import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  inet,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { estimates } from './service-manager';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * What the client approved in the hub, and the evidence (issue 36): one row per approved version of an
 * estimate, never changed (a trigger refuses updates, migration 0041). `document` is the printed view of
 * the version as approved, without the signature: the signed PDF is drawn from it, and drawing it again
 * gives the bytes whose SHA-256 is `document_sha256`.
 */
export const estimateApprovals = pgTable(
  'estimate_approvals',
  {
    id: uuid().primaryKey().defaultRandom(),
    estimateId: uuid()
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    /** The option chosen (its position), on an estimate with options. */
    optionPosition: integer(),
    /** The name the client typed to sign; null when the provider asked for no signature. */
    signerName: text(),
    signatureKind: text({ enum: ['typed', 'drawn'] }),
    /** A drawn signature as PNG (≤ 600×200, ≤ 64 kB). */
    signaturePng: bytea(),
    ip: inet(),
    userAgent: text(),
    approvedAt: timestamp({ withTimezone: true }).notNull(),
    documentSha256: text().notNull(),
    document: jsonb().notNull(),
  },
  (table) => [
    unique().on(table.estimateId, table.version),
    check('estimate_approvals_signer_name', sql`char_length(${table.signerName}) between 1 and 100`),
    check(
      'estimate_approvals_signature',
      sql`(${table.signatureKind} is null) = (${table.signerName} is null) and (${table.signaturePng} is null or ${table.signatureKind} = 'drawn')`,
    ),
    check('estimate_approvals_png_size', sql`octet_length(${table.signaturePng}) <= 65536`),
    check('estimate_approvals_user_agent', sql`char_length(${table.userAgent}) <= 512`),
    check('estimate_approvals_sha256', sql`${table.documentSha256} ~ '^[0-9a-f]{64}$'`),
  ],
);
