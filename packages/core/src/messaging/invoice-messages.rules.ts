import { isPayableStatus } from '../payments/payment-amounts.rules';
import type { InvoiceStatus } from '../service-manager/service-manager.constants';
import { dueTimeOf } from './due-times.rules';
import type { MessageChannel, MessageKind } from './message-kinds';
import type { KindRule } from './message-rules';
import { channelsOf } from './visit-messages.rules';

/**
 * Which reminders an invoice should have now (docs/plans/reminders.md §3, §4): pure, from the invoice,
 * its provider's rules and the message clock. Server side only (due times use Temporal).
 */

export const INVOICE_REMINDER_KINDS = ['invoice-due-soon', 'invoice-due-today', 'invoice-overdue'] as const;
export type InvoiceReminderKind = (typeof INVOICE_REMINDER_KINDS)[number];

export interface InvoiceForMessages {
  id: string;
  status: InvoiceStatus;
  dueDate: string | null;
  amountDue: number;
  /** The client's "send automatic messages" switch. */
  clientOn: boolean;
}

export interface DesiredInvoiceMessage {
  kind: InvoiceReminderKind;
  /** Unique per invoice and due date: a new due date is a new set. */
  dedupeKey: string;
  dueAt: Date;
  channels: MessageChannel[];
}

export const invoiceMessageKey = (kind: InvoiceReminderKind, invoiceId: string, dueDate: string) =>
  `${kind}:${invoiceId}:${dueDate}`;

/** Whether the client still owes money on the invoice (Sent or Partial, something due). */
export function isInvoiceOwed(invoice: Pick<InvoiceForMessages, 'status' | 'amountDue'>): boolean {
  return isPayableStatus(invoice.status) && invoice.amountDue > 0;
}

/**
 * An invoice the client still owes, with a due date, for a client who takes messages, gets a reminder
 * 3 days before it is due, one on the due date and one 7 days after (each at the kind's time in the
 * provider's zone, each switchable). Paid, Processing (a bank debit on its way) or back in Draft: none.
 * Times already past are listed too (a pending one then goes now); the planner makes only future ones.
 */
export function desiredInvoiceMessages(input: {
  invoice: InvoiceForMessages;
  rules: Record<InvoiceReminderKind, KindRule>;
  timeZone: string;
}): DesiredInvoiceMessage[] {
  const { invoice, rules, timeZone } = input;
  const { dueDate } = invoice;
  if (!dueDate || !isInvoiceOwed(invoice) || !invoice.clientOn) return [];
  return INVOICE_REMINDER_KINDS.flatMap((kind) => {
    const channels = channelsOf(rules[kind]);
    if (channels.length === 0) return [];
    return [
      {
        kind,
        dedupeKey: invoiceMessageKey(kind, invoice.id, dueDate),
        dueAt: dueTimeOf(kind, { date: dueDate }, rules[kind], timeZone),
        channels,
      },
    ];
  });
}

export const isInvoiceReminderKind = (kind: MessageKind): kind is InvoiceReminderKind =>
  (INVOICE_REMINDER_KINDS as readonly string[]).includes(kind);
