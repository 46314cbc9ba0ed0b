import { formatCents } from '@porchlight/core/billing/money.rules';
import { htmlToPlainText } from '@porchlight/core/media/about.rules';
import type { Client } from '@porchlight/core/service-manager/clients.schemas';
import type { Item } from '@porchlight/core/service-manager/documents.schemas';
import type { Estimate } from '@porchlight/core/service-manager/estimates.schemas';
import type { Invoice } from '@porchlight/core/service-manager/invoices.schemas';
import { formatDay } from '@porchlight/core/text/date.rules';
import type { DocumentPdf, PdfColumn, PdfItem } from '../../adapters/pdf/document-pdf';

/** The provider's letterhead on every PDF: name, contact lines, logo (PNG) when there is one. */
export type Letterhead = DocumentPdf['provider'];

/**
 * Estimates and invoices as printed: built from the API's own answers (toEstimate, toInvoice), every
 * amount through formatCents, so a PDF shows exactly the figures the screens and the API show.
 */

export function clientOf(client: Client, heading: string): DocumentPdf['client'] {
  const address = client.billingAddress ?? client;
  const name = [client.firstName, client.lastName].filter(Boolean).join(' ');
  const cityLine = [address.city, [address.stateCode, address.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    heading,
    name: client.companyName ? `${name} (${client.companyName})` : name,
    lines: [address.address, address.address2, cityLine, client.emailAddress].filter(
      (line): line is string => !!line,
    ),
  };
}

function itemOf(item: Item, showDescription: boolean): PdfItem {
  return {
    name: item.name,
    description: showDescription && item.description ? htmlToPlainText(item.description) || null : null,
    quantity: String(item.quantity),
    rate: formatCents(item.rate),
    tax: item.tax ? 'Yes' : '',
    amount: formatCents(item.total),
  };
}

type Amounts = Pick<Estimate, 'subtotal' | 'discountAmount' | 'discount' | 'tax' | 'taxPercent' | 'total'>;

function amountsOf(document: Amounts): DocumentPdf['totals'] {
  return [
    ['Subtotal', formatCents(document.subtotal), false],
    ...(document.discountAmount
      ? [[document.discount?.name ?? 'Discount', formatCents(-document.discountAmount), false] as const]
      : []),
    [`Tax (${document.taxPercent}%)`, formatCents(document.tax), false],
    ['Total', formatCents(document.total), true],
  ] as DocumentPdf['totals'];
}

const noteOf = (heading: string, text: string | null) => (text ? [{ heading, text }] : []);

export function estimatePdf(estimate: Estimate, client: Client, provider: Letterhead): DocumentPdf {
  const shown = estimate.columns;
  const columns: PdfColumn[] = [
    ...(shown.quantityCol ? (['quantity'] as const) : []),
    ...(shown.rateCol ? (['rate'] as const) : []),
    ...(shown.taxCol ? (['tax'] as const) : []),
    ...(shown.totalCol ? (['amount'] as const) : []),
  ];
  return {
    title: `Estimate #${estimate.estimateNumber}`,
    facts: [
      ['Date', formatDay(estimate.estimateDate)],
      ['Status', estimate.status],
    ],
    provider,
    client: clientOf(client, 'Prepared for'),
    columns,
    items: estimate.items.map((item) => itemOf(item, shown.descriptionCol)),
    totals: [
      ...amountsOf(estimate),
      ...(estimate.depositAmount
        ? [['Deposit required', formatCents(estimate.depositAmount), false] as [string, string, boolean]]
        : []),
    ],
    notes: noteOf('Notes', estimate.notes),
    createdAt: new Date(estimate.createdAt),
  };
}

export function invoicePdf(invoice: Invoice, client: Client, provider: Letterhead): DocumentPdf {
  return {
    title: `Invoice #${invoice.invoiceNumber}`,
    facts: [
      ['Date', formatDay(invoice.invoiceDate)],
      ...(invoice.dueDate ? [['Due', formatDay(invoice.dueDate)] as [string, string]] : []),
      ['Status', invoice.status],
    ],
    provider,
    client: clientOf(client, 'Bill to'),
    columns: ['quantity', 'rate', 'tax', 'amount'],
    items: invoice.items.map((item) => itemOf(item, true)),
    totals: [
      ...amountsOf(invoice),
      ...(invoice.depositAmount
        ? [['Deposit', formatCents(invoice.depositAmount), false] as [string, string, boolean]]
        : []),
      ['Paid', formatCents(invoice.paymentTotal), false],
      ['Balance due', formatCents(invoice.amountDue), true],
    ],
    notes: [...noteOf('Notes', invoice.notes), ...noteOf('How to pay', invoice.paymentInstructions)],
    createdAt: new Date(invoice.createdAt),
  };
}
