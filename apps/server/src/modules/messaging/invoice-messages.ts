import { formatCents } from '@porchlight/core/billing/money.rules';
import { wallTimeOn } from '@porchlight/core/messaging/due-times.rules';
import {
  type DesiredInvoiceMessage,
  desiredInvoiceMessages,
  type InvoiceReminderKind,
  isInvoiceOwed,
  isInvoiceReminderKind,
} from '@porchlight/core/messaging/invoice-messages.rules';
import { messageClockNow } from '@porchlight/core/messaging/message-clock.rules';
import type { MESSAGE_OUTCOMES } from '@porchlight/core/messaging/message-kinds';
import { defaultRuleOf, type KindRule } from '@porchlight/core/messaging/message-rules';
import { channelsOf } from '@porchlight/core/messaging/visit-messages.rules';
import { dateLabel } from '@porchlight/core/scheduling/time-labels.rules';
import type { Repositories } from '../platform/unit-of-work';
import {
  commonValuesOf,
  deliverChannels,
  type MessageTiming,
  type SendMessageDeps,
  waitsForItsTime,
} from './deliver-message';
import { reconcileMessages } from './reconcile-messages';
import { requestReview } from './review-requests';
import type { ScheduledMessageRow } from './scheduled-messages.repository';
import { armMessage, kindRulesOf, ruleOf } from './visit-messages';

type Outcome = (typeof MESSAGE_OUTCOMES)[number];
type InvoiceContext = NonNullable<Awaited<ReturnType<Repositories['scheduledMessages']['invoiceContext']>>>;

const invoiceRulesOf = (repositories: Repositories, providerId: string) =>
  kindRulesOf<InvoiceReminderKind>(repositories, providerId, [
    'invoice-due-soon',
    'invoice-due-today',
    'invoice-overdue',
  ]);

function desiredOf(context: InvoiceContext, rules: Record<InvoiceReminderKind, KindRule>) {
  return desiredInvoiceMessages({
    invoice: { ...context.invoice, clientOn: context.client.automaticMessages },
    rules,
    timeZone: context.provider.timeZone,
  });
}

/**
 * Why an invoice's pending message is no longer wanted: paid (or a bank debit on its way), the client
 * switched messages off, the kind switched off, or the invoice changed (back to Draft, a new due date).
 */
function outcomeOf(context: InvoiceContext, want: readonly DesiredInvoiceMessage[]): Outcome {
  if (!isInvoiceOwed(context.invoice) && context.invoice.status !== 'Draft') return 'paid';
  if (!context.client.automaticMessages) return 'client-switched-off';
  if (want.length === 0 && context.invoice.status !== 'Draft' && context.invoice.dueDate) return 'kind-off';
  return 'discarded';
}

/**
 * Makes an invoice's pending reminders match what they should be now (docs/plans/reminders.md §3.1), in
 * the caller's unit of work: every write of an invoice's status, due date or money calls it (sending,
 * the provider's edit, each payment), so a payment cancels what has not gone in the same transaction.
 */
export async function planInvoiceMessages(
  repositories: Repositories,
  invoiceId: string,
  options: { realNow?: Date } = {},
): Promise<void> {
  const context = await repositories.scheduledMessages.invoiceContext(invoiceId);
  if (!context) return;
  const realNow = options.realNow ?? new Date();
  const offsetMs = await repositories.messageSettings.clockOffset(context.provider.id);
  const now = messageClockNow(realNow, offsetMs);
  // Paid (before or after its job is completed): the client is asked for a review, once.
  if (context.invoice.status === 'Paid') await requestReview(repositories, { invoiceId }, { realNow });
  const desired = desiredOf(context, await invoiceRulesOf(repositories, context.provider.id));
  await reconcileMessages(repositories, {
    // A review request about the invoice (one without a job) is not a reminder: it stays.
    pending: (await repositories.scheduledMessages.pendingOfInvoice(invoiceId)).filter(
      (row) => row.kind !== 'review-request',
    ),
    desired,
    // A declined auto-pay's notice stays while something is owed; the send checks it again.
    keep: (row) => row.kind === 'auto-pay-declined' && isInvoiceOwed(context.invoice),
    outcome: outcomeOf(context, desired),
    subject: { providerId: context.provider.id, clientId: context.client.id, invoiceId },
    now,
    offsetMs,
    realNow,
  });
}

/**
 * A declined auto-pay charge tells the client at once (docs/plans/reminders.md §4), in the charge's unit
 * of work: one message per declined intent, with links to pay and to update the card.
 */
export async function queueAutoPayDeclined(
  repositories: Repositories,
  input: { invoiceId: string; intentId: string; realNow?: Date },
): Promise<void> {
  const context = await repositories.scheduledMessages.invoiceContext(input.invoiceId);
  if (!context?.client.automaticMessages) return;
  const channels = channelsOf(await ruleOf(repositories, context.provider.id, 'auto-pay-declined'));
  if (channels.length === 0) return;
  const realNow = input.realNow ?? new Date();
  const offsetMs = await repositories.messageSettings.clockOffset(context.provider.id);
  const row = await repositories.scheduledMessages.insert({
    providerId: context.provider.id,
    clientId: context.client.id,
    kind: 'auto-pay-declined',
    invoiceId: input.invoiceId,
    dedupeKey: `auto-pay-declined:${input.intentId}`,
    dueAt: messageClockNow(realNow, offsetMs),
    channels,
  });
  if (row) await armMessage(repositories, row, offsetMs, realNow);
}

/**
 * Sends an invoice's message (the caller holds the invoice's lock, then the message's): a reminder
 * still wanted under its key and due, or a declined auto-pay's notice while the invoice is owed;
 * otherwise it is skipped with why.
 */
export async function sendInvoiceMessage(
  repositories: Repositories,
  deps: SendMessageDeps,
  message: ScheduledMessageRow,
  timing: MessageTiming,
): Promise<void> {
  const context =
    message.invoiceId && (await repositories.scheduledMessages.invoiceContext(message.invoiceId));
  if (!context) return;
  const skip = (desired: readonly DesiredInvoiceMessage[]) =>
    repositories.scheduledMessages.settle([message.id], 'skipped', outcomeOf(context, desired));
  if (isInvoiceReminderKind(message.kind)) {
    const desired = desiredOf(context, await invoiceRulesOf(repositories, message.providerId));
    const want = desired.find((one) => one.dedupeKey === message.dedupeKey);
    if (!want) return skip(desired);
    if (await waitsForItsTime(repositories, message, want, timing)) return;
  } else if (!isInvoiceOwed(context.invoice) || !context.client.automaticMessages) return skip([]);

  const { invoice, client, provider } = context;
  const zone = provider.timeZone;
  const invoiceTarget = {
    section: 'view-invoice' as const,
    number: invoice.invoiceNumber,
    artifact: { type: 'invoice' as const, number: invoice.invoiceNumber },
  };
  await deliverChannels(repositories, deps, {
    message,
    context: {
      client,
      provider,
      values: {
        ...commonValuesOf(client, provider),
        invoice_number: String(invoice.invoiceNumber),
        amount_due: formatCents(invoice.amountDue),
        due_date: invoice.dueDate ? dateLabel(wallTimeOn(invoice.dueDate, 0, 12 * 60, zone), zone) : '',
      },
      links:
        message.kind === 'auto-pay-declined'
          ? { link: invoiceTarget, card_link: { section: 'my-account' } }
          : { link: invoiceTarget },
    },
    ...timing,
  });
}
