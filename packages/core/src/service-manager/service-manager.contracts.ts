import { defineEndpoint, noOptionsSchema } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import {
  attachmentParamsSchema,
  attachmentsResponseSchema,
  attachmentUploadResponseSchema,
  documentParamsSchema,
} from './attachments.schemas';
import {
  clientListQuerySchema,
  clientListResponseSchema,
  clientParamsSchema,
  clientRequestSchema,
  clientSchema,
} from './clients.schemas';
import {
  estimateListQuerySchema,
  estimateListResponseSchema,
  estimateParamsSchema,
  estimatePdfQuerySchema,
  estimateRequestSchema,
  estimateSchema,
  estimateStatusChangeSchema,
} from './estimates.schemas';
import {
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  invoiceParamsSchema,
  invoiceRequestSchema,
  invoiceSchema,
} from './invoices.schemas';
import {
  jobListQuerySchema,
  jobListResponseSchema,
  jobParamsSchema,
  jobRequestSchema,
  jobSchema,
  jobUpdateSchema,
} from './jobs.schemas';
import { convertRequestParamsSchema, convertRequestResponseSchema } from './request-conversion.schemas';
import {
  changeEstimateStatusRoute,
  convertRequestRoute,
  createClientRoute,
  createEstimateRoute,
  createInvoiceRoute,
  createJobRoute,
  deleteAttachmentRoute,
  deleteClientRoute,
  downloadAttachmentRoute,
  downloadAttachmentThumbnailRoute,
  downloadEstimatePdfRoute,
  downloadInvoicePdfRoute,
  getClientRoute,
  getEstimateRoute,
  getInvoiceRoute,
  listClientsRoute,
  listEstimatesRoute,
  listInvoicesRoute,
  listJobsRoute,
  updateClientRoute,
  updateEstimateRoute,
  updateInvoiceRoute,
  updateJobRoute,
  uploadAttachmentsRoute,
} from './service-manager.routes';

const amounts = 'Every amount is integer cents, computed by the server (amounts sent are ignored).';

// Clients

export const listClientsEndpoint = defineEndpoint(listClientsRoute, {
  query: clientListQuerySchema,
  response: clientListResponseSchema,
  summary: "The provider's clients, paged and sorted; ?search= matches name, company, e-mail or phone",
});

export const createClientEndpoint = defineEndpoint(createClientRoute, {
  query: ownerProviderQuerySchema,
  body: clientRequestSchema,
  response: clientSchema,
  status: 201,
  summary: 'Add a client',
});

export const getClientEndpoint = defineEndpoint(getClientRoute, {
  params: clientParamsSchema,
  query: ownerProviderQuerySchema,
  response: clientSchema,
  summary: 'One client',
});

export const updateClientEndpoint = defineEndpoint(updateClientRoute, {
  params: clientParamsSchema,
  query: ownerProviderQuerySchema,
  body: clientRequestSchema,
  response: clientSchema,
  summary: "Replace a client's details",
});

export const deleteClientEndpoint = defineEndpoint(deleteClientRoute, {
  params: clientParamsSchema,
  query: ownerProviderQuerySchema,
  response: null,
  summary: 'Delete a client without estimates, invoices or jobs (409 otherwise)',
});

// Estimates

export const listEstimatesEndpoint = defineEndpoint(listEstimatesRoute, {
  query: estimateListQuerySchema,
  response: estimateListResponseSchema,
  summary: "The provider's estimates, newest number first unless sorted otherwise",
});

export const createEstimateEndpoint = defineEndpoint(createEstimateRoute, {
  query: ownerProviderQuerySchema,
  body: estimateRequestSchema,
  response: estimateSchema,
  status: 201,
  summary: 'A new estimate with the next estimate number',
  description: amounts,
});

export const getEstimateEndpoint = defineEndpoint(getEstimateRoute, {
  params: estimateParamsSchema,
  query: ownerProviderQuerySchema,
  response: estimateSchema,
  summary: 'One estimate with its items and amounts',
});

export const updateEstimateEndpoint = defineEndpoint(updateEstimateRoute, {
  params: estimateParamsSchema,
  query: ownerProviderQuerySchema,
  body: estimateRequestSchema,
  response: estimateSchema,
  summary: 'Replace an estimate (items, terms, status); its number stays',
  description: amounts,
});

export const changeEstimateStatusEndpoint = defineEndpoint(changeEstimateStatusRoute, {
  params: estimateParamsSchema,
  query: ownerProviderQuerySchema,
  body: estimateStatusChangeSchema,
  response: estimateSchema,
  summary: "Change an estimate's status alone, by the provider's status rules (closing an approved one)",
});

// Invoices

export const listInvoicesEndpoint = defineEndpoint(listInvoicesRoute, {
  query: invoiceListQuerySchema,
  response: invoiceListResponseSchema,
  summary: "The provider's invoices, newest number first unless sorted otherwise",
});

export const createInvoiceEndpoint = defineEndpoint(createInvoiceRoute, {
  query: ownerProviderQuerySchema,
  body: invoiceRequestSchema,
  response: invoiceSchema,
  status: 201,
  summary: 'A new invoice with the next invoice number',
  description: amounts,
});

export const getInvoiceEndpoint = defineEndpoint(getInvoiceRoute, {
  params: invoiceParamsSchema,
  query: ownerProviderQuerySchema,
  response: invoiceSchema,
  summary: 'One invoice with its items and amounts',
});

export const updateInvoiceEndpoint = defineEndpoint(updateInvoiceRoute, {
  params: invoiceParamsSchema,
  query: ownerProviderQuerySchema,
  body: invoiceRequestSchema,
  response: invoiceSchema,
  summary: 'Replace an invoice; Partial and Paid follow from amountPaid',
  description: amounts,
});

// Jobs

export const listJobsEndpoint = defineEndpoint(listJobsRoute, {
  query: jobListQuerySchema,
  response: jobListResponseSchema,
  summary: "The provider's jobs (spec 3 §7: first, rows, sortField, sortOrder → jobs, totalRecords)",
});

export const createJobEndpoint = defineEndpoint(createJobRoute, {
  query: ownerProviderQuerySchema,
  body: jobRequestSchema,
  response: jobSchema,
  status: 201,
  summary: 'A new job with the next job number',
});

export const updateJobEndpoint = defineEndpoint(updateJobRoute, {
  params: jobParamsSchema,
  query: ownerProviderQuerySchema,
  body: jobUpdateSchema,
  response: jobSchema,
  summary: "Change a job's title, status or start date",
});

// Pricing request → client and draft estimate

export const convertRequestEndpoint = defineEndpoint(convertRequestRoute, {
  params: convertRequestParamsSchema,
  query: ownerProviderQuerySchema,
  body: noOptionsSchema,
  response: convertRequestResponseSchema,
  status: 201,
  summary:
    "A request's customer as a client (reused by e-mail) and a draft estimate of its services, in one go",
});

// Attachments of an estimate or invoice

export const uploadAttachmentsEndpoint = defineEndpoint(uploadAttachmentsRoute, {
  params: documentParamsSchema,
  query: ownerProviderQuerySchema,
  response: attachmentUploadResponseSchema,
  summary: 'Attach files (multipart `files`): JPG, PNG or WEBP pictures and PDFs, 25 MB each, 10 a document',
  description:
    'Pictures are decoded and re-encoded without their metadata, and get a 125 px thumbnail; each file answers for itself in fileUploadStatus.',
});

export const downloadAttachmentEndpoint = defineEndpoint(downloadAttachmentRoute, {
  params: attachmentParamsSchema,
  query: ownerProviderQuerySchema,
  response: null,
  summary: 'The attached file itself (Content-Disposition: attachment)',
});

export const downloadAttachmentThumbnailEndpoint = defineEndpoint(downloadAttachmentThumbnailRoute, {
  params: attachmentParamsSchema,
  query: ownerProviderQuerySchema,
  response: null,
  summary: "An attached picture's 125 px thumbnail (WebP); 404 for a PDF",
});

export const deleteAttachmentEndpoint = defineEndpoint(deleteAttachmentRoute, {
  params: attachmentParamsSchema,
  query: ownerProviderQuerySchema,
  response: attachmentsResponseSchema,
  summary: 'Remove an attached file; the files left',
});

export const downloadEstimatePdfEndpoint = defineEndpoint(downloadEstimatePdfRoute, {
  params: estimateParamsSchema,
  query: ownerProviderQuerySchema.extend(estimatePdfQuerySchema.shape),
  response: null,
  summary:
    'The estimate as a PDF (US Letter; Content-Disposition: attachment); signed when approved, ?version= an earlier approved version',
});

export const downloadInvoicePdfEndpoint = defineEndpoint(downloadInvoicePdfRoute, {
  params: invoiceParamsSchema,
  query: ownerProviderQuerySchema,
  response: null,
  summary: 'The invoice as a PDF, with its payments and balance (Content-Disposition: attachment)',
});
