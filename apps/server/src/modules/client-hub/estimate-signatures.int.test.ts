import { createHash } from 'node:crypto';
import { formatCents } from '@porchlight/core/billing/money.rules';
import { estimateSignatureMessages as messages } from '@porchlight/core/client-hub/estimate-signature.messages';
import type { Estimate } from '@porchlight/core/service-manager/estimates.schemas';
import { estimateApprovals, estimates, providers } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHubCast } from '../../../test/client-hub';
import { type People, seedPeople } from '../../../test/people';
import { pricedBody, serviceManagerCaller } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { MediaStorage } from '../../adapters/storage/media-storage';
import { documentPdf } from '../service-manager/document-pdf-files';
import { createEstimatesRepository } from '../service-manager/estimates.repository';

/**
 * Signatures on approval and versions (issue 36 slice 6): the provider asks for a signature, the client
 * types or draws it in the hub, the approval keeps the evidence and the hash of what was approved, the
 * signed PDF prints them, and a later change makes a new version while the signed one stays downloadable.
 */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let call: ReturnType<typeof serviceManagerCaller>;
let cast: Awaited<ReturnType<typeof seedHubCast>>;
const sm = '/provider/service-manager';
const USER_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Signature test';

beforeAll(async () => {
  t = await createTestApp();
  people = await seedPeople(t.app, t.database.db);
  cast = await seedHubCast(t.app, t.database.db, people, { name: 'Signs', email: 'sid.signs@example.test' });
  provider = cast.provider;
  call = serviceManagerCaller(t.app, people);
});
afterAll(() => t.close());

const requireSignature = (on: boolean) =>
  call('owner', 'PUT', '/provider/profile/documents', provider, {
    payload: { licenseNumber: null, logoOnDocuments: false, estimatesRequireSignature: on },
  });

/** A new estimate for the hub's client, sent to them. */
async function sentEstimate(rate = 12_500): Promise<Estimate> {
  const created = await call('owner', 'POST', `${sm}/estimates`, provider, {
    payload: pricedBody(cast.mine.clientId, {
      items: [{ name: 'Deep clean', rate, quantity: 1, tax: true }],
    }),
  });
  expect(created.statusCode, created.body).toBe(201);
  await send(created.json().estimateNumber);
  return created.json();
}

async function send(estimateNumber: number) {
  const sent = await call('owner', 'POST', `${sm}/estimates/${estimateNumber}/send`, provider, {
    payload: { sms: false },
  });
  expect(sent.statusCode, sent.body).toBe(200);
}

const approve = (estimateNumber: number, body: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/client-hub/estimate/${provider.vanityName}?estimateNumber=${estimateNumber}`,
    payload: { status: 'Approved', ...body },
    headers: { ...cast.bearers.hubClient, 'user-agent': USER_AGENT },
  });

const textOf = async (bytes: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

/** A signature drawn on a 3× phone canvas: a dark stroke on a transparent background, as signature_pad makes. */
async function drawing(blank = false) {
  const stroke = blank
    ? ''
    : '<path d="M40 200 C 200 40, 400 360, 1000 120" stroke="#1f2933" stroke-width="9" fill="none"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1140" height="450">${stroke}</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const approvalRows = (estimateId: string) =>
  t.database.db.select().from(estimateApprovals).where(eq(estimateApprovals.estimateId, estimateId));
const estimateId = async (estimateNumber: number) =>
  (await createEstimatesRepository(t.database.db).find(provider.id, estimateNumber))?.estimate.id as string;

describe('a required signature', () => {
  beforeAll(async () => {
    expect((await requireSignature(true)).json()).toMatchObject({ estimatesRequireSignature: true });
  });

  it('refuses an approval without a name, with only spaces, or with an empty drawing; nothing changes', async () => {
    const { estimateNumber } = await sentEstimate();
    const refusals = [
      [{}, 'signerName', messages.nameRequired],
      [{ signerName: ' \t  ' }, 'signerName', messages.nameRequired],
      [
        { signerName: 'Hana Client', signaturePng: await drawing(true) },
        'signaturePng',
        messages.drawingRequired,
      ],
      [
        { signerName: 'Hana Client', signaturePng: 'data:image/png;base64,bm90IGEgcG5n' },
        'signaturePng',
        messages.drawingInvalid,
      ],
    ] as const;
    for (const [body, field, message] of refusals) {
      const refused = await approve(estimateNumber, body);
      expect([refused.statusCode, refused.json().message, refused.json().fields?.[field]]).toEqual([
        400,
        message,
        message,
      ]);
    }
    const after = await call('owner', 'GET', `${sm}/estimates/${estimateNumber}`, provider);
    expect(after.json()).toMatchObject({ status: 'Sent', approvals: [] });
  });

  it('keeps a drawn signature with the evidence; the hash is of the approved document, the signed PDF prints it', async () => {
    const { estimateNumber, total } = await sentEstimate();
    const approved = await approve(estimateNumber, {
      signerName: '  Hana Client ',
      signaturePng: await drawing(),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'Approved',
      requiresSignature: true,
      approvals: [{ version: 1, signerName: 'Hana Client', signatureKind: 'drawn' }],
    });

    const [row] = await approvalRows(await estimateId(estimateNumber));
    expect(row).toMatchObject({
      version: 1,
      signerName: 'Hana Client',
      ip: '127.0.0.1',
      userAgent: USER_AGENT,
    });
    const png = await sharp(row?.signaturePng as Buffer).metadata();
    expect([png.format, (png.width ?? 0) <= 600, (png.height ?? 0) <= 200]).toEqual(['png', true, true]);

    // The hash is of the estimate as approved, printed as every estimate PDF is (no logo here to read).
    const record = await createEstimatesRepository(t.database.db).find(provider.id, estimateNumber);
    const [providerRow] = await t.database.db.select().from(providers).where(eq(providers.id, provider.id));
    const noLogo = {} as MediaStorage;
    const asApproved = await documentPdf(noLogo, providerRow as ProviderRow, {
      kind: 'estimate',
      record: record as NonNullable<typeof record>,
    });
    const sha256 = createHash('sha256').update(asApproved.bytes).digest('hex');
    expect(row?.documentSha256).toBe(sha256);
    expect(approved.json().approvals[0].documentSha256).toBe(sha256);

    for (const download of [
      await call('owner', 'GET', `${sm}/estimates/${estimateNumber}/pdf`, provider),
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/client-hub/estimate/${provider.vanityName}/pdf/${estimateNumber}`,
        headers: cast.bearers.hubClient,
      }),
    ]) {
      expect(download.statusCode).toBe(200);
      const text = await textOf(download.rawPayload);
      expect(text).toContain(`Estimate #${estimateNumber}`);
      expect(text).toContain(formatCents(total));
      expect(text).toContain('By signing, I approve estimate');
      expect(text).toMatch(/Signed by Hana Client on .+ from IP 127\.0\.0\.1/);
      expect(text.replace(/\s+/g, '')).toContain(`SHA-256${sha256}`);
    }
  });

  it('keeps a typed signature, and the evidence row is never changed', async () => {
    const { estimateNumber } = await sentEstimate();
    const approved = await approve(estimateNumber, { signerName: 'Hana Q. Client' });
    expect(approved.json().approvals).toMatchObject([
      { signerName: 'Hana Q. Client', signatureKind: 'typed' },
    ]);
    const pdf = await call('owner', 'GET', `${sm}/estimates/${estimateNumber}/pdf`, provider);
    expect(await textOf(pdf.rawPayload)).toMatch(/Hana Q\. Client[\s\S]*Signed by Hana Q\. Client/);
    await expect(
      t.database.db.execute(sql`update estimate_approvals set signer_name = 'Someone else'`),
    ).rejects.toThrow();
  });
});

describe('without a required signature', () => {
  it('approves without one and still keeps the evidence and the hash', async () => {
    await requireSignature(false);
    const { estimateNumber } = await sentEstimate();
    const approved = await approve(estimateNumber, {});
    expect(approved.json()).toMatchObject({
      requiresSignature: false,
      approvals: [{ version: 1, signerName: null, signatureKind: null }],
    });
    const pdf = await call('owner', 'GET', `${sm}/estimates/${estimateNumber}/pdf`, provider);
    expect(await textOf(pdf.rawPayload)).toMatch(/Approved in the client hub on .+ from IP 127\.0\.0\.1/);
  });
});

describe('versions', () => {
  it('a change of an approved estimate is version 2, a draft; version 1 stays downloadable as signed', async () => {
    await requireSignature(true);
    const { estimateNumber } = await sentEstimate(12_500);
    await approve(estimateNumber, { signerName: 'Hana Client' });
    const path = `${sm}/estimates/${estimateNumber}`;
    const changed = await call('owner', 'PUT', path, provider, {
      payload: pricedBody(cast.mine.clientId, {
        status: 'Approved',
        items: [{ name: 'Deep clean and windows', rate: 19_900, quantity: 1, tax: true }],
      }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ version: 2, status: 'Draft', approvals: [{ version: 1 }] });

    const [stored] = await t.database.db
      .select()
      .from(estimates)
      .where(eq(estimates.id, await estimateId(estimateNumber)));
    expect(stored?.version).toBe(2);
    const first = await call('owner', 'GET', `${path}/pdf`, provider, { query: { version: 1 } });
    const firstText = await textOf(first.rawPayload);
    expect(firstText).toContain('Signed by Hana Client');
    expect(firstText).toContain('Deep clean');
    expect(firstText).not.toContain('windows');
    const now = await textOf((await call('owner', 'GET', `${path}/pdf`, provider)).rawPayload);
    expect(now).toContain('Deep clean and windows');
    expect(now).not.toContain('Signed by');
    // The client keeps the version they signed while the next one is a draft they cannot see.
    const hubFirst = await t.app.inject({
      method: 'GET',
      url: `/api/v1/client-hub/estimate/${provider.vanityName}/pdf/${estimateNumber}?version=1`,
      headers: cast.bearers.hubClient,
    });
    expect(await textOf(hubFirst.rawPayload)).toContain('Signed by Hana Client');
    const unknown = await call('owner', 'GET', `${path}/pdf`, provider, { query: { version: 2 } });
    expect(unknown.statusCode).toBe(404);

    await send(estimateNumber);
    const again = await approve(estimateNumber, { signerName: 'Hana Client' });
    expect(again.json().approvals.map((each: { version: number }) => each.version)).toEqual([1, 2]);
    const signedAgain = await call('owner', 'GET', `${path}/pdf`, provider);
    expect(await textOf(signedAgain.rawPayload)).toContain('Deep clean and windows');
  });
});
