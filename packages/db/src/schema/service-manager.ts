import type { Adjustment, DiscountTerms } from '@porchlight/core/billing/totals.rules';
import {
  ESTIMATE_STATUSES,
  INVOICE_STATUSES,
  JOB_STATUSES,
  type PaymentType,
} from '@porchlight/core/service-manager/service-manager.constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { providers } from './providers';
import { clientHubRequests } from './requests';

/**
 * The provider's Service Manager (issue 13): clients, estimates, invoices, their items and
 * attachments, and jobs. Money is integer cents (bigint), quantities hundredths, percentages
 * thousandths of a percent; every amount column is written from billing/totals.rules.ts.
 */

const cents = () => bigint({ mode: 'number' });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const clients = pgTable(
  'clients',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    companyName: text(),
    firstName: text().notNull(),
    lastName: text(),
    /** Lowercase. */
    emailAddress: text(),
    /** Digits only. */
    mobilePhoneNumber: text(),
    /** The service address. */
    address: text(),
    address2: text(),
    city: text(),
    stateCode: text(),
    zipCode: text(),
    separateBilling: boolean().notNull().default(false),
    billingAddress: text(),
    billingAddress2: text(),
    billingCity: text(),
    billingStateCode: text(),
    billingZipCode: text(),
    /** The client's Client Hub identity (spec 3 §2.4 `c`): in every secure link, never reused. */
    clientHubId: uuid().notNull().unique().defaultRandom(),
    /** "Send automatic messages to this client" (issue 35 §1.5): off, none of reminders, follow-ups, requests. */
    automaticMessages: boolean().notNull().default(true),
    /** IANA zone of the service ZIP (quiet hours); null = the provider's. */
    timeZone: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.providerId, table.createdAt),
    index().on(table.providerId, table.emailAddress),
    // Switch Account: one address's clients at every provider.
    index().on(table.emailAddress),
  ],
);

/** A discount as stored: its name and terms in integers (thousandths of a percent, or cents). */
export type StoredDiscount = DiscountTerms & { name: string };
export type StoredDeposit = Adjustment;
export interface StoredColumns {
  nameCol: boolean;
  descriptionCol: boolean;
  rateCol: boolean;
  quantityCol: boolean;
  taxCol: boolean;
  totalCol: boolean;
}

/** The priced part estimates and invoices share: terms and the amounts computed from them. */
const pricedColumns = () => ({
  taxThousandths: integer().notNull().default(0),
  discount: jsonb().$type<StoredDiscount>(),
  deposit: jsonb().$type<StoredDeposit>(),
  notes: text(),
  subtotal: cents().notNull().default(0),
  taxableSubtotal: cents().notNull().default(0),
  nonTaxableSubtotal: cents().notNull().default(0),
  discountAmount: cents().notNull().default(0),
  tax: cents().notNull().default(0),
  total: cents().notNull().default(0),
  depositAmount: cents().notNull().default(0),
});

/**
 * The last attachment number handed out on the document: numbers are taken from it under the
 * document's row lock, so concurrent uploads never collide and a deleted file's number is never reused.
 */
const lastAttachmentNumber = () => integer().notNull().default(0);

export const estimates = pgTable(
  'estimates',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** Per provider (#1, #2 …), from provider_counters. */
    estimateNumber: integer().notNull(),
    // No cascade: a client with estimates is not deleted (the service answers 409 first).
    clientId: uuid()
      .notNull()
      .references(() => clients.id),
    /** The pricing request it was converted from. */
    requestId: uuid().references(() => clientHubRequests.id, { onDelete: 'set null' }),
    status: text({ enum: ESTIMATE_STATUSES }).notNull().default('Draft'),
    estimateDate: date({ mode: 'string' }).notNull(),
    columns: jsonb().$type<StoredColumns>().notNull(),
    ...pricedColumns(),
    lastAttachmentNumber: lastAttachmentNumber(),
    /** 1, 2 …: an edit of an approved estimate makes the next version; the approved ones stay in estimate_approvals. */
    version: integer().notNull().default(1),
    /** First sent to the client (issue 35: its follow-up counts from here). */
    sentAt: timestamp({ withTimezone: true }),
    /** The last day the client may approve it; null: it does not expire. Set at first send from the provider's validity. */
    expiresOn: date({ mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.providerId, table.estimateNumber),
    index().on(table.clientId),
    // A request is converted once.
    uniqueIndex('estimates_request_idx').on(table.requestId).where(sql`${table.requestId} is not null`),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    jobNumber: integer().notNull(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id),
    /** The estimate the job carries out, if any. */
    estimateId: uuid().references(() => estimates.id, { onDelete: 'set null' }),
    title: text().notNull(),
    status: text({ enum: JOB_STATUSES }).notNull().default('unscheduled'),
    startDate: date({ mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.providerId, table.jobNumber),
    // Visits and series name their job with its provider, so a job of another provider cannot be named.
    unique('jobs_id_provider').on(table.id, table.providerId),
    index().on(table.clientId),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    invoiceNumber: integer().notNull(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id),
    jobId: uuid().references(() => jobs.id, { onDelete: 'set null' }),
    status: text({ enum: INVOICE_STATUSES }).notNull().default('Draft'),
    invoiceDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }),
    ...pricedColumns(),
    /** Paid in all: `amountPaidOffline` plus online payments less refunds (payment-amounts.rules.ts). */
    amountPaid: cents().notNull().default(0),
    /** What the provider recorded as paid outside the app (cash, cheque). */
    amountPaidOffline: cents().notNull().default(0),
    amountDue: cents().notNull().default(0),
    invoicePaidOn: timestamp({ withTimezone: true }),
    /** A recurring invoice's schedule (spec 3 §3 "billingSchedule"). */
    billingSchedule: jsonb().$type<{ interval: 'w' | 'm' | 'y'; frequency: number }>(),
    paymentTypes: text().array().$type<PaymentType[]>().notNull().default(sql`'{cc,ach}'`),
    paymentInstructions: text(),
    lastAttachmentNumber: lastAttachmentNumber(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.providerId, table.invoiceNumber),
    index().on(table.clientId),
    index().on(table.jobId),
  ],
);

/** One line of an estimate or an invoice; its id is the spec's item uuid. */
const itemColumns = () => ({
  id: uuid().primaryKey().defaultRandom(),
  /** The line's place in its document, from 0. */
  position: integer().notNull(),
  name: text().notNull(),
  /** Sanitised HTML. */
  description: text(),
  rateCents: cents().notNull(),
  quantityHundredths: integer().notNull(),
  taxable: boolean().notNull().default(false),
  totalCents: cents().notNull(),
  /** 'sp': a subscription, billed every billingCycle. */
  type: text({ enum: ['sp'] }),
  billingCycle: text({ enum: ['w', 'm', 'y'] }),
});

/**
 * An estimate's options (Good / Better / Best, issue 36): 2-4, each with its items and the amounts the
 * estimate's terms give them. The database keeps at most one recommended and at most one approved.
 */
export const estimateOptions = pgTable(
  'estimate_options',
  {
    id: uuid().primaryKey().defaultRandom(),
    estimateId: uuid()
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    /** 1-4, the order the client sees them in. */
    position: integer().notNull(),
    name: text().notNull(),
    recommended: boolean().notNull().default(false),
    subtotal: cents().notNull().default(0),
    taxableSubtotal: cents().notNull().default(0),
    nonTaxableSubtotal: cents().notNull().default(0),
    discountAmount: cents().notNull().default(0),
    tax: cents().notNull().default(0),
    total: cents().notNull().default(0),
    depositAmount: cents().notNull().default(0),
    /** When the client approved this option; the others of an approved estimate are declined with it. */
    approvedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    unique().on(table.estimateId, table.position),
    // Items name their option with its estimate, so an item cannot sit in another estimate's option.
    unique('estimate_options_id_estimate').on(table.id, table.estimateId),
    check('estimate_options_position', sql`${table.position} between 1 and 4`),
    check('estimate_options_name_length', sql`char_length(${table.name}) between 1 and 40`),
    uniqueIndex('estimate_options_one_approved_idx')
      .on(table.estimateId)
      .where(sql`${table.approvedAt} is not null`),
    uniqueIndex('estimate_options_one_recommended_idx').on(table.estimateId).where(sql`${table.recommended}`),
  ],
);

export const estimateItems = pgTable(
  'estimate_items',
  {
    estimateId: uuid()
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    /** The option the line belongs to; null on an estimate without options. */
    optionId: uuid(),
    ...itemColumns(),
  },
  (table) => [
    index().on(table.estimateId, table.position),
    foreignKey({
      name: 'estimate_items_option_fk',
      columns: [table.optionId, table.estimateId],
      foreignColumns: [estimateOptions.id, estimateOptions.estimateId],
    }).onDelete('cascade'),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    ...itemColumns(),
  },
  (table) => [index().on(table.invoiceId, table.position)],
);

/** Files attached to an estimate or an invoice (spec 3 §3 "Attachment": number, name, size, 125 thumbnail). */
export const documentAttachments = pgTable(
  'document_attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    estimateId: uuid().references(() => estimates.id, { onDelete: 'cascade' }),
    invoiceId: uuid().references(() => invoices.id, { onDelete: 'cascade' }),
    /** Per document (1, 2 …): the {attachmentNumber} of the Client Hub download path. */
    attachmentNumber: integer().notNull(),
    name: text().notNull(),
    size: integer().notNull(),
    contentType: text().notNull(),
    storageKey: text().notNull(),
    /** The 125 px WebP thumbnail of a picture; null for a PDF. */
    thumbnailKey: text(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'document_attachments_one_document',
      sql`(${table.estimateId} is null) <> (${table.invoiceId} is null)`,
    ),
    uniqueIndex('document_attachments_estimate_number_idx')
      .on(table.estimateId, table.attachmentNumber)
      .where(sql`${table.estimateId} is not null`),
    uniqueIndex('document_attachments_invoice_number_idx')
      .on(table.invoiceId, table.attachmentNumber)
      .where(sql`${table.invoiceId} is not null`),
  ],
);
