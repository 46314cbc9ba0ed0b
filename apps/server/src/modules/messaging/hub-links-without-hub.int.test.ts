import { wallTimeOn } from '@porchlight/core/messaging/due-times.rules';
import { planMessages } from '@porchlight/core/plans/plans.messages';
import { clientHubLinks, invoices, providers } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestHubLink } from '../../../test/client-hub';
import {
  messageClock,
  automaticMessagesTo as messagesTo,
  providerAtNoon,
  textingClient,
} from '../../../test/message-clock';
import type { People } from '../../../test/people';
import { pricedBody, type serviceManagerCaller, serviceManagerWorld } from '../../../test/service-manager';
import type { TestApp } from '../../../test/test-app';

/**
 * Automatic messages of a company whose Client Hub is closed (trial over, no Client Hub add-on): its
 * hub answers every call of the client 403, so a reminder carries no hub link and leaves out the words
 * that lead to one; a company with the hub keeps its messages word for word, link included.
 */

let t: TestApp;
let people: People;
let call: ReturnType<typeof serviceManagerCaller>;
let clock: ReturnType<typeof messageClock>;
const ZONE = 'America/Chicago';
const SM = '/provider/service-manager';

beforeAll(async () => {
  ({ t, people, call } = await serviceManagerWorld('Hub Links Gutters'));
  clock = messageClock(t, call);
});
afterAll(() => t.close());

/** A company of its own at noon tomorrow in Austin; without the hub it pays for the Service Manager only, its trial over. */
async function company(name: string, { withHub }: { withHub: boolean }) {
  const { provider, dayAhead } = await providerAtNoon(t, people, clock, name);
  if (!withHub)
    await t.database.db
      .update(providers)
      .set({ planItems: ['fsm'], complimentaryItems: [], toolsTrialEndsAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(providers.id, provider.id));
  return { provider, dayAhead };
}

/** A client who agreed to texts, and an invoice the owner sent them (by hand), due on `dueDate`. */
async function sentInvoice(provider: ProviderRow, dueDate: string, emailAddress: string) {
  const clientId = await textingClient(call, provider, { zipCode: '78701', emailAddress });
  const created = await call('owner', 'POST', `${SM}/invoices`, provider, {
    payload: pricedBody(clientId, { dueDate }),
  });
  const invoiceNumber: number = created.json().invoiceNumber;
  const sent = await call('owner', 'POST', `${SM}/invoices/${invoiceNumber}/send`, provider, {
    payload: { sms: false },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const [row] = await t.database.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.providerId, provider.id), eq(invoices.invoiceNumber, invoiceNumber)));
  expect(row).toBeDefined();
  return { clientId, invoiceNumber };
}

/** The automatic messages the client got, e-mail (with its HTML) before text. */
const automaticMessagesTo = (clientId: string) => messagesTo(t.database.db, clientId);

const hubLinksOf = async (clientId: string) =>
  (await t.database.db.select().from(clientHubLinks).where(eq(clientHubLinks.clientId, clientId))).length;

const nineAm = (date: string, days: number) => wallTimeOn(date, days, 9 * 60, ZONE);
const labelOf = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

describe('an invoice reminder', () => {
  it('of a company without the Client Hub carries no hub link, nor words leading to one', async () => {
    const { provider, dayAhead } = await company('No Hub Gutters', { withHub: false });
    const due = dayAhead(5);
    const { clientId, invoiceNumber } = await sentInvoice(provider, due, 'no.hub@example.test');

    // What a hub link of this company opens: a session, then a hub that refuses the client.
    const link = await latestHubLink(t.database.db, 'no.hub@example.test');
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client-hub/auth/session',
      payload: { ...link, vanityName: provider.vanityName },
    });
    expect(session.statusCode, session.body).toBe(200);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/v1/client-hub/details/${provider.vanityName}`,
      headers: { authorization: `Bearer ${session.json().clientHubAccessToken}` },
    });
    expect([details.statusCode, details.json().message]).toEqual([403, planMessages.needsFeature.clientHub]);

    const linksBefore = await hubLinksOf(clientId);
    await clock.to(provider, nineAm(due, -3));
    const [email, text] = await automaticMessagesTo(clientId);
    expect(email).toMatchObject({ kind: 'invoice-due-soon', channel: 'email' });
    expect(email?.subject).toBe(`Invoice ${invoiceNumber} is due on ${labelOf(due)}`);
    for (const part of [email?.body, email?.html, text?.body]) {
      expect(part).not.toContain('client-hub');
      expect(part).not.toMatch(/link below|Pay online/);
    }
    expect(email?.body).toContain(
      `A friendly reminder that invoice ${invoiceNumber} for $201.18 is due on ${labelOf(due)}.`,
    );
    expect(email?.body).toContain('Thank you for your business!');
    expect(email?.html).not.toContain('Pay the invoice');
    expect(text?.body).toBe(
      `No Hub Gutters: Invoice ${invoiceNumber} for $201.18 is due on ${labelOf(due)}. Reply STOP to opt out.`,
    );
    // No link row was written for the reminder: nothing that would open a refusing hub.
    expect(await hubLinksOf(clientId)).toBe(linksBefore);
  });

  it('of a company with the Client Hub keeps its link and its words', async () => {
    const { provider, dayAhead } = await company('Hub Gutters', { withHub: true });
    const due = dayAhead(5);
    const { clientId, invoiceNumber } = await sentInvoice(provider, due, 'with.hub@example.test');
    await clock.to(provider, nineAm(due, -3));
    const [email, text] = await automaticMessagesTo(clientId);
    expect(email).toMatchObject({ kind: 'invoice-due-soon', channel: 'email' });
    expect(email?.body).toContain('You can pay it online from the link below. Thank you for your business!');
    expect(email?.body).toContain(`#view-invoice?number=${invoiceNumber}`);
    expect(email?.html).toContain('Pay the invoice');
    expect(text?.body).toMatch(
      new RegExp(
        `^Hub Gutters: Invoice ${invoiceNumber} for \\$201\\.18 is due on ${labelOf(due)}\\. Pay online: http\\S+/client-hub\\?s=\\S+#view-invoice\\?number=${invoiceNumber} Reply STOP to opt out\\.$`,
      ),
    );
  });
});
