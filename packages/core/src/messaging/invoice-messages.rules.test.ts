import { describe, expect, it } from 'vitest';
import { desiredInvoiceMessages, type InvoiceForMessages } from './invoice-messages.rules';
import { defaultRuleOf } from './message-rules';

const rules = {
  'invoice-due-soon': defaultRuleOf('invoice-due-soon'),
  'invoice-due-today': defaultRuleOf('invoice-due-today'),
  'invoice-overdue': defaultRuleOf('invoice-overdue'),
};
const CHICAGO = 'America/Chicago';
const invoice = (change: Partial<InvoiceForMessages> = {}): InvoiceForMessages => ({
  id: 'i1',
  status: 'Sent',
  // Due Tue Mar 10, 2026: due-soon (Sat Mar 7) is still CST, the clocks spring forward on Sun Mar 8.
  dueDate: '2026-03-10',
  amountDue: 20_118,
  clientOn: true,
  ...change,
});

describe('desired invoice messages', () => {
  it('3 days before, on the due date and 7 days after, at 9 AM in the provider zone', () => {
    expect(desiredInvoiceMessages({ invoice: invoice(), rules, timeZone: CHICAGO })).toEqual([
      {
        kind: 'invoice-due-soon',
        dedupeKey: 'invoice-due-soon:i1:2026-03-10',
        dueAt: new Date('2026-03-07T15:00:00Z'),
        channels: ['email', 'sms'],
      },
      {
        kind: 'invoice-due-today',
        dedupeKey: 'invoice-due-today:i1:2026-03-10',
        dueAt: new Date('2026-03-10T14:00:00Z'),
        channels: ['email', 'sms'],
      },
      {
        kind: 'invoice-overdue',
        dedupeKey: 'invoice-overdue:i1:2026-03-10',
        dueAt: new Date('2026-03-17T14:00:00Z'),
        channels: ['email', 'sms'],
      },
    ]);
  });

  it('a partly paid invoice still gets them; the rule’s days, time and switches are the provider’s', () => {
    const changed = {
      ...rules,
      'invoice-due-soon': { ...rules['invoice-due-soon'], offsetDays: 1, sendAtMinute: 7 * 60 + 30 },
      'invoice-due-today': { ...rules['invoice-due-today'], emailOn: false, smsOn: false },
      'invoice-overdue': { ...rules['invoice-overdue'], smsOn: false },
    };
    const desired = desiredInvoiceMessages({
      invoice: invoice({ status: 'Partial' }),
      rules: changed,
      timeZone: CHICAGO,
    });
    expect(desired.map((one) => [one.kind, one.dueAt.toISOString(), one.channels])).toEqual([
      ['invoice-due-soon', '2026-03-09T12:30:00.000Z', ['email', 'sms']],
      ['invoice-overdue', '2026-03-17T14:00:00.000Z', ['email']],
    ]);
  });

  it('none when paid, Processing, back in Draft, nothing due, no due date or the client switched off', () => {
    for (const change of [
      { status: 'Paid' as const, amountDue: 0 },
      { status: 'Processing' as const },
      { status: 'Draft' as const },
      { amountDue: 0 },
      { dueDate: null },
      { clientOn: false },
    ])
      expect(desiredInvoiceMessages({ invoice: invoice(change), rules, timeZone: CHICAGO })).toEqual([]);
  });
});
