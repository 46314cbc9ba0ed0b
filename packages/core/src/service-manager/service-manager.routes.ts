import { defineRoute, ownerCallAccess } from '../platform/route';

/**
 * The provider's Service Manager (issue 13): clients, estimates, invoices, jobs and converting a
 * pricing request. Every call names its provider with ?vanityName= and is for its owner and managers.
 * `GET provider/jobs` is the spec's path (spec 3 §7); the rest are ours.
 */
const access = ownerCallAccess('useServiceManager');

export const listClientsRoute = defineRoute({
  method: 'GET',
  path: '/provider/service-manager/clients',
  access,
});
export const createClientRoute = defineRoute({
  method: 'POST',
  path: '/provider/service-manager/clients',
  access,
});
export const getClientRoute = defineRoute({
  method: 'GET',
  path: '/provider/service-manager/clients/:clientId',
  access,
});
export const updateClientRoute = defineRoute({
  method: 'PUT',
  path: '/provider/service-manager/clients/:clientId',
  access,
});
export const deleteClientRoute = defineRoute({
  method: 'DELETE',
  path: '/provider/service-manager/clients/:clientId',
  access,
});

export const listEstimatesRoute = defineRoute({
  method: 'GET',
  path: '/provider/service-manager/estimates',
  access,
});
export const createEstimateRoute = defineRoute({
  method: 'POST',
  path: '/provider/service-manager/estimates',
  access,
});
export const getEstimateRoute = defineRoute({
  method: 'GET',
  path: '/provider/service-manager/estimates/:estimateNumber',
  access,
});
export const updateEstimateRoute = defineRoute({
  method: 'PUT',
  path: '/provider/service-manager/estimates/:estimateNumber',
  access,
});
export const changeEstimateStatusRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/service-manager/estimates/:estimateNumber/status',
  access,
});

export const listInvoicesRoute = defineRoute({
  method: 'GET',
  path: '/provider/service-manager/invoices',
  access,
});
export const createInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/provider/service-manager/invoices',
  access,
});
export const getInvoiceRoute = defineRoute({
  method: 'GET',
  path: '/provider/service-manager/invoices/:invoiceNumber',
  access,
});
export const updateInvoiceRoute = defineRoute({
  method: 'PUT',
  path: '/provider/service-manager/invoices/:invoiceNumber',
  access,
});

export const listJobsRoute = defineRoute({ method: 'GET', path: '/provider/jobs', access });
export const createJobRoute = defineRoute({ method: 'POST', path: '/provider/service-manager/jobs', access });
export const updateJobRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/service-manager/jobs/:jobNumber',
  access,
});

export const convertRequestRoute = defineRoute({
  method: 'POST',
  path: '/provider/service-manager/requests/:requestNumber/convert',
  access,
});

/**
 * Files attached to an estimate or invoice (`{type}` estimate or invoice, `{number}` its number): add
 * (multipart `files`), read, read its 125 px thumbnail, delete.
 */
export const uploadAttachmentsRoute = defineRoute({
  method: 'POST',
  path: '/provider/service-manager/attachments/:type/:number',
  access,
  multipart: true,
});
export const downloadAttachmentRoute = defineRoute({
  method: 'GET',
  path: '/provider/service-manager/attachments/:type/:number/:attachmentNumber',
  access,
});
export const downloadAttachmentThumbnailRoute = defineRoute({
  method: 'GET',
  path: '/provider/service-manager/attachments/:type/:number/:attachmentNumber/125',
  access,
});
export const deleteAttachmentRoute = defineRoute({
  method: 'DELETE',
  path: '/provider/service-manager/attachments/:type/:number/:attachmentNumber',
  access,
});

/** The estimate or invoice as a PDF (issue 36), for the provider's owner and managers. */
export const downloadEstimatePdfRoute = defineRoute({
  method: 'GET',
  path: '/provider/service-manager/estimates/:estimateNumber/pdf',
  access,
});
export const downloadInvoicePdfRoute = defineRoute({
  method: 'GET',
  path: '/provider/service-manager/invoices/:invoiceNumber/pdf',
  access,
});
