import { thousandthsToPercent } from '@porchlight/core/billing/money.rules';
import type { Client } from '@porchlight/core/service-manager/clients.schemas';
import type { Attachment, ClientSummary, Item } from '@porchlight/core/service-manager/documents.schemas';
import type {
  Estimate,
  EstimateOption,
  EstimateSummary,
} from '@porchlight/core/service-manager/estimates.schemas';
import type { Invoice, InvoiceSummary } from '@porchlight/core/service-manager/invoices.schemas';
import type { Job } from '@porchlight/core/service-manager/jobs.schemas';
import { ATTACHMENT_THUMBNAIL_SIZE } from '@porchlight/core/service-manager/service-manager.constants';
import type { ClientRow } from './clients.repository';
import type {
  AttachmentRow,
  EstimateItemRow,
  EstimateOptionRow,
  EstimateRecord,
  EstimateRow,
} from './estimates.repository';
import type { InvoiceRecord, InvoiceRow } from './invoices.repository';
import type { JobRow } from './jobs.repository';
import { depositOf, discountOf } from './priced-values';

/** Rows into the Service Manager's answers: database types stop here. */

export function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    companyName: row.companyName,
    firstName: row.firstName,
    lastName: row.lastName,
    emailAddress: row.emailAddress,
    mobilePhoneNumber: row.mobilePhoneNumber,
    address: row.address,
    address2: row.address2,
    city: row.city,
    stateCode: row.stateCode,
    zipCode: row.zipCode,
    separateBilling: row.separateBilling,
    billingAddress: row.separateBilling
      ? {
          address: row.billingAddress,
          address2: row.billingAddress2,
          city: row.billingCity,
          stateCode: row.billingStateCode,
          zipCode: row.billingZipCode,
        }
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toClientSummary(row: ClientRow): ClientSummary {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    emailAddress: row.emailAddress,
  };
}

export function toItem(row: Omit<EstimateItemRow, 'estimateId' | 'optionId'>): Item {
  return {
    uuid: row.id,
    name: row.name,
    description: row.description,
    rate: row.rateCents,
    quantity: row.quantityHundredths / 100,
    tax: row.taxable,
    total: row.totalCents,
    type: row.type,
    billingCycle: row.billingCycle,
  };
}

export function toAttachment(row: AttachmentRow): Attachment {
  return {
    number: row.attachmentNumber,
    name: row.name,
    size: row.size,
    thumbnails: row.thumbnailKey ? [ATTACHMENT_THUMBNAIL_SIZE] : [],
  };
}

function amountsOf(row: EstimateRow | InvoiceRow) {
  return {
    subtotal: row.subtotal,
    taxableSubtotal: row.taxableSubtotal,
    nonTaxableSubtotal: row.nonTaxableSubtotal,
    discountAmount: row.discountAmount,
    tax: row.tax,
    taxPercent: thousandthsToPercent(row.taxThousandths),
    total: row.total,
    depositAmount: row.depositAmount,
    discount: discountOf(row.discount),
    deposit: depositOf(row.deposit),
    notes: row.notes,
  };
}

export function toEstimateSummary(row: {
  estimate: EstimateRow;
  client: ClientRow;
  requestNumber: number | null;
}): EstimateSummary {
  return {
    estimateNumber: row.estimate.estimateNumber,
    estimateDate: row.estimate.estimateDate,
    status: row.estimate.status,
    client: toClientSummary(row.client),
    total: row.estimate.total,
    requestNumber: row.requestNumber,
  };
}

function toEstimateOption(option: EstimateOptionRow, items: EstimateItemRow[]): EstimateOption {
  return {
    position: option.position,
    name: option.name,
    recommended: option.recommended,
    approved: option.approvedAt !== null,
    subtotal: option.subtotal,
    taxableSubtotal: option.taxableSubtotal,
    nonTaxableSubtotal: option.nonTaxableSubtotal,
    discountAmount: option.discountAmount,
    tax: option.tax,
    total: option.total,
    depositAmount: option.depositAmount,
    items: items.filter((item) => item.optionId === option.id).map(toItem),
  };
}

export function toEstimate(record: EstimateRecord): Estimate {
  const { estimate } = record;
  return {
    ...toEstimateSummary(record),
    ...amountsOf(estimate),
    items: record.items.filter((item) => item.optionId === null).map(toItem),
    options: record.options.map((option) => toEstimateOption(option, record.items)),
    expiresOn: estimate.expiresOn,
    sentAt: estimate.sentAt?.toISOString() ?? null,
    columns: estimate.columns,
    attachments: record.attachments.map(toAttachment),
    createdAt: estimate.createdAt.toISOString(),
    version: estimate.version,
    approvals: record.approvals.map((approval) => ({
      ...approval,
      approvedAt: approval.approvedAt.toISOString(),
    })),
  };
}

export function toInvoiceSummary(row: {
  invoice: InvoiceRow;
  client: ClientRow;
  jobNumber: number | null;
}): InvoiceSummary {
  return {
    invoiceNumber: row.invoice.invoiceNumber,
    jobNumber: row.jobNumber,
    invoiceDate: row.invoice.invoiceDate,
    dueDate: row.invoice.dueDate,
    status: row.invoice.status,
    client: toClientSummary(row.client),
    total: row.invoice.total,
    amountDue: row.invoice.amountDue,
  };
}

export function toInvoice(record: InvoiceRecord): Invoice {
  const { invoice } = record;
  return {
    ...toInvoiceSummary(record),
    ...amountsOf(invoice),
    subscriptionNumber: null,
    items: record.items.map(toItem),
    paymentTotal: invoice.amountPaid,
    amountPaidOffline: invoice.amountPaidOffline,
    depositDue: Math.max(0, invoice.depositAmount - invoice.amountPaid),
    invoicePaidOn: invoice.invoicePaidOn?.toISOString() ?? null,
    billingSchedule: invoice.billingSchedule,
    paymentTypes: invoice.paymentTypes,
    paymentInstructions: invoice.paymentInstructions,
    attachments: record.attachments.map(toAttachment),
    createdAt: invoice.createdAt.toISOString(),
  };
}

export function toJob(row: {
  job: JobRow;
  client: ClientRow;
  total: number;
  estimateNumber: number | null;
  followsVisits: boolean;
}): Job {
  return {
    jobNumber: row.job.jobNumber,
    title: row.job.title,
    startDate: row.job.startDate,
    total: row.total,
    status: row.job.status,
    client: toClientSummary(row.client),
    estimateNumber: row.estimateNumber,
    followsVisits: row.followsVisits,
  };
}
