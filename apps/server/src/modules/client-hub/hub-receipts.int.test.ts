import { formatCents } from '@porchlight/core/billing/money.rules';
import { paymentMessages } from '@porchlight/core/payments/payments.messages';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmTestCard,
  enablePayments,
  hubClientWithInvoice,
  hubPaymentCalls,
  INVOICE_TOTAL,
  type Payer,
} from '../../../test/payments';
import { type People, seedPeople } from '../../../test/people';
import { seedServiceManagerProvider } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The hub's payments and their receipt PDFs (issue 36): a client lists and downloads only their own
 * payments' receipts; another client's payment and an unknown id are the same 404.
 */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let hub: ReturnType<typeof hubPaymentCalls>;
let payer: Payer;
let other: Payer;

async function pay(who: Payer) {
  const intent = (await hub.intentOf(who)).json();
  await confirmTestCard(t.app, intent);
  await hub.record(who, intent.paymentIntentId);
}

const listOf = (who: Payer) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/client-hub/payments/${provider.vanityName}`,
    headers: who.bearer,
  });
const receiptOf = (who: Payer, paymentId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/client-hub/payment/${provider.vanityName}/receipt/${paymentId}`,
    headers: who.bearer,
  });

beforeAll(async () => {
  t = await createTestApp();
  people = await seedPeople(t.app, t.database.db);
  provider = await seedServiceManagerProvider(t.database.db, people, 'Receipted Cleaning');
  await enablePayments(t.app, people, provider);
  hub = hubPaymentCalls(t.app, provider);
  [payer, other] = await Promise.all([
    hubClientWithInvoice(t.app, t.database.db, people, provider),
    hubClientWithInvoice(t.app, t.database.db, people, provider),
  ]);
  await Promise.all([pay(payer), pay(other)]);
});
afterAll(() => t.close());

describe('hub receipts', () => {
  it('lists the client’s own succeeded payments and gives each one’s receipt PDF with the same figures', async () => {
    const listed = await listOf(payer);
    expect(listed.statusCode).toBe(200);
    const { payments, totalRecords } = listed.json();
    expect(totalRecords).toBe(1);
    expect(payments).toEqual([
      expect.objectContaining({ invoiceNumber: payer.invoiceNumber, amount: INVOICE_TOTAL, tip: 0 }),
    ]);

    const receipt = await receiptOf(payer, payments[0].id);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toMatch(/^attachment; filename="receipt-\d+-/);
    const pdf = await getDocumentProxy(new Uint8Array(receipt.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const words of [
      'Receipt',
      provider.name,
      `Payment on invoice #${payer.invoiceNumber}`,
      formatCents(INVOICE_TOTAL),
      'Pat Payer',
    ])
      expect(text).toContain(words);
  });

  it('answers another client’s payment, and an unknown one, with the same 404', async () => {
    const [theirs] = (await listOf(other)).json().payments;
    expect(theirs.invoiceNumber).toBe(other.invoiceNumber);
    const [stolen, unknown] = await Promise.all([
      receiptOf(payer, theirs.id),
      receiptOf(payer, '00000000-0000-4000-8000-000000000000'),
    ]);
    for (const refused of [stolen, unknown])
      expect([refused.statusCode, refused.json().message]).toEqual([404, paymentMessages.paymentNotFound]);
    // The list never shows another client's payment.
    expect((await listOf(payer)).json().payments.map((row: { id: string }) => row.id)).not.toContain(
      theirs.id,
    );
  });

  it('refuses a call without the hub’s session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/client-hub/payments/${provider.vanityName}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
