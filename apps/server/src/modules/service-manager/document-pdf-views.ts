import { formatCents } from '@porchlight/core/billing/money.rules';
import { htmlToPlainText } from '@porchlight/core/media/about.rules';
import type { Client } from '@porchlight/core/service-manager/clients.schemas';
import type { Item } from '@porchlight/core/service-manager/documents.schemas';
import type { Estimate, EstimateOption } from '@porchlight/core/service-manager/estimates.schemas';
import type { Invoice } from '@porchlight/core/service-manager/invoices.schemas';
import { formatDay } from '@porchlight/core/text/date.rules';
import type { DocumentPdf, PdfColumn, PdfItem, PdfTotals } from '../../adapters/pdf/document-pdf';

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

function estimateTotalsOf(amounts: Amounts & { depositAmount: number }, estimate: Estimate): PdfTotals {
  return [
    ...amountsOf(amounts),
    ...(amounts.depositAmount && estimate.deposit
      ? [['Deposit required', formatCents(amounts.depositAmount), false] as [string, string, boolean]]
      : []),
  ];
}

/** 'Option 2: Better (recommended)'; once approved, which one the client chose. */
function optionHeading(option: EstimateOption, decided: boolean): string {
  const marks = [
    option.recommended ? 'recommended' : null,
    option.approved ? 'approved' : decided ? 'declined' : null,
  ].filter(Boolean);
  return `Option ${option.position}: ${option.name}${marks.length ? ` (${marks.join(', ')})` : ''}`;
}

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
      // An approval's stored view from before issue 35 has no last day: it prints as it did.
      ...(estimate.expiresOn ? [['Valid until', formatDay(estimate.expiresOn)] as [string, string]] : []),
      ['Status', estimate.status],
    ],
    provider,
    client: clientOf(client, 'Prepared for'),
    columns,
    items: estimate.items.map((item) => itemOf(item, shown.descriptionCol)),
    // With options, each prints with its own totals; the estimate's are the headline option's.
    totals: estimate.options.length > 0 ? [] : estimateTotalsOf(estimate, estimate),
    sections: estimate.options.map((option) => ({
      heading: optionHeading(
        option,
        estimate.options.some((each) => each.approved),
      ),
      items: option.items.map((item) => itemOf(item, shown.descriptionCol)),
      totals: estimateTotalsOf(
        { ...option, discount: estimate.discount, taxPercent: estimate.taxPercent },
        estimate,
      ),
    })),
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
