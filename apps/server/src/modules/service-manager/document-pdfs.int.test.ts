import { formatCents } from '@porchlight/core/billing/money.rules';
import { clientHubMessages as hubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import { paymentMessages } from '@porchlight/core/payments/payments.messages';
import type { ProviderPayment } from '@porchlight/core/payments/payments.schemas';
import { LICENSE_NUMBER_MAX_LENGTH } from '@porchlight/core/providers/details.schemas';
import { documentSettingsMessages } from '@porchlight/core/providers/owner-tools.messages';
import type { Estimate } from '@porchlight/core/service-manager/estimates.schemas';
import type { Invoice } from '@porchlight/core/service-manager/invoices.schemas';
import { serviceManagerMessages as smMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { outbox, providers } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHubCast } from '../../../test/client-hub';
import {
  confirmTestCard,
  enablePayments,
  hubClientWithInvoice,
  hubPaymentCalls,
} from '../../../test/payments';
import { type People, type Role, seedPeople } from '../../../test/people';
import { pricedBody, serviceManagerCaller } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Estimates and invoices as PDFs (issue 36): the provider's people and the hub client download them,
 * and every figure printed is the one the API answers with.
 */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let call: ReturnType<typeof serviceManagerCaller>;
let bearers: Awaited<ReturnType<typeof seedHubCast>>['bearers'];
let mine: Awaited<ReturnType<typeof seedHubCast>>['mine'];
let estimate: Estimate;
let invoice: Invoice;
const sm = '/provider/service-manager';

const priced = (clientId: string) =>
  pricedBody(clientId, {
    discount: { type: 'percent', name: 'Spring offer', percent: 10 },
    deposit: { type: 'fixed', amount: 5_000 },
    notes: 'Gate code 4711.',
  });

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  people = await seedPeople(t.app, db);
  const cast = await seedHubCast(t.app, db, people, { name: 'Paper', email: 'hana.paper@example.test' });
  ({ provider, mine, bearers } = cast);
  call = serviceManagerCaller(t.app, people);
  // The letterhead: a logo (WebP, as the profile stores it) and a phone number.
  await t.app.storage.save(
    'test/paper-logo.webp',
    await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2b6cb0' } })
      .webp()
      .toBuffer(),
  );
  await db
    .update(providers)
    .set({ profilePic: 'test/paper-logo.webp', phoneNumber: '5125550123' })
    .where(eq(providers.id, provider.id));

  estimate = (
    await call('owner', 'PUT', `${sm}/estimates/${mine.estimateNumber}`, provider, {
      payload: priced(mine.clientId),
    })
  ).json();
  invoice = (
    await call('owner', 'PUT', `${sm}/invoices/${mine.invoiceNumber}`, provider, {
      payload: {
        ...priced(mine.clientId),
        status: 'Sent',
        amountPaid: 7_000,
        paymentInstructions: 'Cheques to Paper Cleaning.',
      },
    })
  ).json();
});
afterAll(() => t.close());

async function textOf(payload: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(payload));
  return (await extractText(pdf, { mergePages: true })).text;
}

/** Every figure of the answer, as formatCents writes it: the items, the totals, the deposit. */
function figuresOf(document: Estimate | Invoice): string[] {
  return [
    ...document.items.flatMap((item) => [
      item.name,
      formatCents(item.rate),
      String(item.quantity),
      formatCents(item.total),
    ]),
    formatCents(document.subtotal),
    formatCents(-document.discountAmount),
    formatCents(document.tax),
    `${document.taxPercent}%`,
    formatCents(document.total),
    formatCents(document.depositAmount),
  ];
}

const providerPdf = (role: Role, type: 'estimates' | 'invoices', number: number) =>
  call(role, 'GET', `${sm}/${type}/${number}/pdf`, provider);
const hubPdf = (type: 'estimate' | 'invoice', number: number, headers: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/client-hub/${type}/${provider.vanityName}/pdf/${number}`,
    headers,
  });

describe('the provider downloads its estimates and invoices as PDFs', () => {
  it('the estimate: a US Letter PDF with the fonts embedded and every figure the API answers', async () => {
    expect(estimate.discountAmount).toBeGreaterThan(0);
    const response = await providerPdf('owner', 'estimates', mine.estimateNumber);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="estimate-${mine.estimateNumber}.pdf"; filename*=UTF-8''estimate-${mine.estimateNumber}.pdf`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const raw = response.rawPayload.toString('latin1');
    expect(raw).toContain('/MediaBox [0 0 612 792]');
    expect(raw).toContain('/FontFile2');
    expect(raw).toContain('/Subtype /Image');
    const text = await textOf(response.rawPayload);
    for (const expected of [
      `Estimate #${mine.estimateNumber}`,
      provider.name,
      '(512) 555-0123',
      'Hana',
      'hana.paper@example.test',
      'Spring offer',
      'Every room',
      'Gate code 4711.',
      ...figuresOf(estimate),
    ])
      expect(text).toContain(expected);
  });

  it('the invoice: its payments and balance too', async () => {
    expect([invoice.paymentTotal, invoice.amountDue]).toEqual([7_000, invoice.total - 7_000]);
    const response = await providerPdf('manager', 'invoices', mine.invoiceNumber);
    expect(response.statusCode).toBe(200);
    const text = await textOf(response.rawPayload);
    for (const expected of [
      `Invoice #${mine.invoiceNumber}`,
      ...figuresOf(invoice),
      formatCents(invoice.paymentTotal),
      formatCents(invoice.amountDue),
      'Cheques to Paper Cleaning.',
    ])
      expect(text).toContain(expected);
  });

  it('is for the owner and managers only; an unknown number is a 404', async () => {
    for (const [role, status] of [
      ['technician', 403],
      ['user', 403],
      ['otherOwner', 403],
      ['anonymous', 401],
    ] as const) {
      for (const type of ['estimates', 'invoices'] as const) {
        const response = await providerPdf(
          role,
          type,
          type === 'estimates' ? mine.estimateNumber : mine.invoiceNumber,
        );
        expect([role, type, response.statusCode]).toEqual([role, type, status]);
      }
    }
    const missing = await providerPdf('owner', 'estimates', 999_999);
    expect([missing.statusCode, missing.json().message]).toEqual([404, smMessages.estimateNotFound]);
    const noInvoice = await providerPdf('owner', 'invoices', 999_999);
    expect([noInvoice.statusCode, noInvoice.json().message]).toEqual([404, smMessages.invoiceNotFound]);
  });
});

describe('the hub client downloads its own', () => {
  it('the same figures as the provider gets', async () => {
    const ownEstimate = await hubPdf('estimate', mine.estimateNumber, bearers.hubClient);
    expect([ownEstimate.statusCode, ownEstimate.headers['content-type']]).toEqual([200, 'application/pdf']);
    const estimateText = await textOf(ownEstimate.rawPayload);
    for (const expected of figuresOf(estimate)) expect(estimateText).toContain(expected);
    const ownInvoice = await hubPdf('invoice', mine.invoiceNumber, bearers.hubClient);
    expect(ownInvoice.statusCode).toBe(200);
    const invoiceText = await textOf(ownInvoice.rawPayload);
    for (const expected of [...figuresOf(invoice), formatCents(invoice.amountDue)])
      expect(invoiceText).toContain(expected);
  });

  it("another client's documents and drafts are a 404; others are refused", async () => {
    for (const [type, number, message] of [
      ['estimate', mine.estimateNumber, smMessages.estimateNotFound],
      ['invoice', mine.invoiceNumber, smMessages.invoiceNotFound],
    ] as const) {
      const response = await hubPdf(type, number, bearers.otherClient);
      expect([type, response.statusCode, response.json().message]).toEqual([type, 404, message]);
    }
    const draft = (
      await call('owner', 'POST', `${sm}/estimates`, provider, { payload: pricedBody(mine.clientId) })
    ).json().estimateNumber;
    const hidden = await hubPdf('estimate', draft, bearers.hubClient);
    expect([hidden.statusCode, hidden.json().message]).toEqual([404, smMessages.estimateNotFound]);
    for (const [label, headers, status] of [
      ['foreign client', bearers.foreignClient, 403],
      ['owner', { cookie: people.owner.cookie }, 403],
      ['anonymous', {}, 401],
    ] as const) {
      const response = await hubPdf('invoice', mine.invoiceNumber, headers);
      expect([label, response.statusCode]).toEqual([label, status]);
    }
    const foreign = await hubPdf('invoice', mine.invoiceNumber, bearers.foreignClient);
    expect(foreign.json().message).toBe(hubMessages.notHubClient);
  });
});

describe('the e-mail that sends an estimate or invoice carries its PDF', () => {
  it('made as the mail is composed, stored privately, with the figures the API answers', async () => {
    for (const [type, number, document] of [
      ['estimates', mine.estimateNumber, estimate],
      ['invoices', mine.invoiceNumber, invoice],
    ] as const) {
      const sent = await call('owner', 'POST', `${sm}/${type}/${number}/send`, provider, {
        payload: { sms: false },
      });
      expect(sent.statusCode).toBe(200);
      const [mail] = await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, 'hana.paper@example.test'))
        .orderBy(desc(outbox.createdAt))
        .limit(1);
      const [attachment] = (mail?.meta?.attachments ?? []) as { key: string; fileName: string }[];
      expect(attachment?.fileName).toBe(`${type.slice(0, -1)}-${number}.pdf`);
      const stored = await t.app.storage.read(attachment?.key ?? '');
      if (!stored || stored === 'unsatisfiable') throw new Error('the PDF was not stored');
      const chunks: Buffer[] = [];
      for await (const chunk of stored.body) chunks.push(Buffer.from(chunk));
      const text = await textOf(Buffer.concat(chunks));
      for (const expected of figuresOf(document)) expect(text).toContain(expected);
      // Never a public media file.
      const media = await t.app.inject({ method: 'GET', url: `/media/${attachment?.key}` });
      expect(media.statusCode).toBe(404);
    }
  });
});

describe("a payment's receipt", () => {
  it('the amount, the method, refunds and the invoice balance the API answers; owners and managers only', async () => {
    await enablePayments(t.app, people, provider);
    const payer = await hubClientWithInvoice(t.app, t.database.db, people, provider);
    const hub = hubPaymentCalls(t.app, provider);
    const intent = (await hub.intentOf(payer)).json();
    const confirmed = await confirmTestCard(t.app, intent);
    expect(confirmed.json().status).toBe('succeeded');
    await hub.record(payer, intent.paymentIntentId);
    const listed = await call('owner', 'GET', `${sm}/payments`, provider, {
      query: { invoiceNumber: payer.invoiceNumber },
    });
    const [payment] = listed.json().payments as ProviderPayment[];
    if (!payment) throw new Error('no payment listed');
    const refund = await call('owner', 'POST', `${sm}/payments/${payment.id}/refunds`, provider, {
      payload: { amount: 1_000 },
    });
    expect(refund.statusCode).toBe(200);
    const after = (
      await call('owner', 'GET', `${sm}/payments`, provider, {
        query: { invoiceNumber: payer.invoiceNumber },
      })
    ).json().payments[0] as ProviderPayment;
    const paidInvoice: Invoice = (
      await call('owner', 'GET', `${sm}/invoices/${payer.invoiceNumber}`, provider)
    ).json();

    const receipt = await call('manager', 'GET', `${sm}/payments/${payment.id}/receipt`, provider);
    expect([receipt.statusCode, receipt.headers['content-type']]).toEqual([200, 'application/pdf']);
    const text = await textOf(receipt.rawPayload);
    for (const expected of [
      'Receipt',
      `#${payer.invoiceNumber}`,
      after.methodLabel,
      formatCents(after.amount),
      formatCents(-after.refunded),
      formatCents(paidInvoice.total),
      formatCents(paidInvoice.paymentTotal),
      formatCents(paidInvoice.amountDue),
    ])
      expect(text).toContain(expected);
    expect(after.refunded).toBe(1_000);

    for (const [role, status] of [
      ['technician', 403],
      ['user', 403],
      ['anonymous', 401],
    ] as const) {
      const refused = await call(role, 'GET', `${sm}/payments/${payment.id}/receipt`, provider);
      expect([role, refused.statusCode]).toEqual([role, status]);
    }
    const missing = await call(
      'owner',
      'GET',
      `${sm}/payments/0b6c1f1e-7c3f-4d36-9d55-0b1c0f6a8d21/receipt`,
      provider,
    );
    expect([missing.statusCode, missing.json().message]).toEqual([404, paymentMessages.paymentNotFound]);
  });
});

describe("the company's license number and logo on its PDFs", () => {
  it('the owner sets them in company details; the PDFs print the license and leave the logo out when asked', async () => {
    const documents = '/provider/profile/documents';
    const before = await call('owner', 'GET', documents, provider);
    expect(before.json()).toEqual({
      licenseNumber: null,
      logoOnDocuments: true,
      estimatesRequireSignature: false,
      hasProfilePicture: true,
    });
    const tooLong = await call('owner', 'PUT', documents, provider, {
      payload: { licenseNumber: 'L'.repeat(LICENSE_NUMBER_MAX_LENGTH + 1), logoOnDocuments: true },
    });
    expect([tooLong.statusCode, tooLong.json().message]).toEqual([
      400,
      documentSettingsMessages.licenseNumberTooLong(LICENSE_NUMBER_MAX_LENGTH),
    ]);
    const saved = await call('owner', 'PUT', documents, provider, {
      payload: { licenseNumber: '  TACLA12345C ', logoOnDocuments: false },
    });
    expect(saved.json()).toEqual({
      licenseNumber: 'TACLA12345C',
      logoOnDocuments: false,
      estimatesRequireSignature: false,
      hasProfilePicture: true,
    });
    const manager = await call('manager', 'PUT', documents, provider, {
      payload: { licenseNumber: null, logoOnDocuments: true },
    });
    expect(manager.statusCode).toBe(403);

    const pdf = await providerPdf('owner', 'estimates', mine.estimateNumber);
    expect(await textOf(pdf.rawPayload)).toContain('License #TACLA12345C');
    expect(pdf.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');

    const cleared = await call('owner', 'PUT', documents, provider, {
      payload: { licenseNumber: '', logoOnDocuments: true },
    });
    expect(cleared.json().licenseNumber).toBeNull();
    const withLogo = await providerPdf('owner', 'invoices', mine.invoiceNumber);
    expect(withLogo.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    expect(await textOf(withLogo.rawPayload)).not.toContain('License #');
  });
});

describe('a send that fails', () => {
  it('leaves no stored PDF behind when its transaction rolls back', async () => {
    const { db } = t.database;
    const refused = 'refused.outbox@example.test';
    const client = (
      await call('owner', 'POST', `${sm}/clients`, provider, {
        payload: { firstName: 'Rollback', emailAddress: refused },
      })
    ).json();
    const draft = (
      await call('owner', 'POST', `${sm}/estimates`, provider, { payload: pricedBody(client.id) })
    ).json();
    const storedPdfs = async () => {
      const keys: string[] = [];
      for await (const key of t.app.storage.list?.('mail-attachments/') ?? []) keys.push(key);
      return keys.sort();
    };
    const before = await storedPdfs();
    // The database refuses this client's mail, after the PDF was made and stored.
    await db.execute(
      sql.raw(`alter table outbox add constraint test_refuse_mail check ("to" <> '${refused}') not valid`),
    );
    try {
      const sent = await call('owner', 'POST', `${sm}/estimates/${draft.estimateNumber}/send`, provider, {
        payload: { sms: false },
      });
      expect(sent.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('alter table outbox drop constraint test_refuse_mail'));
    }
    expect(await storedPdfs()).toEqual(before);
    const still = await call('owner', 'GET', `${sm}/estimates/${draft.estimateNumber}`, provider);
    expect(still.json().status).toBe('Draft');
  });
});
