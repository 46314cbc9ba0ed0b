import { formatCents } from '@porchlight/core/billing/money.rules';
import { formatDay } from '@porchlight/core/text/date.rules';
import { escapeHtml } from '@porchlight/core/text/html';
import type { ReceiptRow } from './plans.repository';

/** A receipt as a standalone HTML file: readable offline, printable, no scripts or outside assets. */
export function receiptHtml(receipt: ReceiptRow, company: string, siteName: string): string {
  const row = (label: string, value: string) =>
    `<tr><td>${escapeHtml(label)}</td><td class="amount">${escapeHtml(value)}</td></tr>`;
  const lines = receipt.lines.map((line) => row(line.description, formatCents(line.amountCents))).join('');
  const card = receipt.cardLast4 ? `${receipt.cardBrand ?? 'Card'} ending in ${receipt.cardLast4}` : '—';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(`${siteName} receipt #${receipt.number}`)}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;color:#222;max-width:640px;margin:40px auto;padding:0 16px}
table{width:100%;border-collapse:collapse}td{padding:8px 0;border-bottom:1px solid #ddd}.amount{text-align:right}
.total td{font-weight:700;border-bottom:none}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dt{color:#666}</style>
</head><body>
<h1>${escapeHtml(siteName)} receipt #${receipt.number}</h1>
<dl><dt>Billed to</dt><dd>${escapeHtml(company)}</dd>
<dt>Paid on</dt><dd>${escapeHtml(formatDay(receipt.paidAt))}</dd>
<dt>Period</dt><dd>${escapeHtml(`${formatDay(receipt.periodStart)} – ${formatDay(receipt.periodEnd)}`)}</dd>
<dt>Payment method</dt><dd>${escapeHtml(card)}</dd>
<dt>Reference</dt><dd>${escapeHtml(receipt.invoiceId)}</dd></dl>
<table>${lines}<tr class="total"><td>Total paid</td><td class="amount">${escapeHtml(formatCents(receipt.amountCents))}</td></tr></table>
</body></html>
`;
}
