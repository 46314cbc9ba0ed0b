import type { ClientMessagePreferences } from '@porchlight/core/messaging/client-messaging.schemas';
import { toE164 } from '@porchlight/core/messaging/phone.rules';
import { AppError } from '../platform/app-error';
import type { Repositories } from '../platform/unit-of-work';
import type { ClientRow } from '../service-manager/clients.repository';
import { planEstimateMessages } from './estimate-messages';
import { planInvoiceMessages } from './invoice-messages';
import { grantTextConsent } from './text-consent';
import { messageJobKey, planJobVisitMessages } from './visit-messages';

/**
 * A client's message preferences for one company (docs/plans/reminders.md §1.5, §5.4), the same whether a
 * member changes them in the client's Messages tab or the client in the Client Hub: the live consent to
 * texts with how and when it was recorded, whether the number replied STOP, and the automatic-messages switch.
 */

/** The preferences as both screens show them; `wording` is the consent's words in the reader's voice. */
export async function messagePreferencesOf(
  repositories: Repositories,
  client: ClientRow,
  input: { wording: string; timeZone: string; showRecorder: boolean },
): Promise<ClientMessagePreferences> {
  const view = await repositories.clientMessages.consentView(client.id);
  const phone = client.mobilePhoneNumber;
  return {
    consent: view
      ? { ...view, at: view.at.toISOString(), byName: input.showRecorder ? view.byName : null }
      : null,
    wording: input.wording,
    phone,
    automaticMessages: client.automaticMessages,
    optedOut: phone ? await repositories.clientMessages.isOptedOut(toE164(phone)) : false,
    timeZone: input.timeZone,
  };
}

/**
 * Turns the client's automatic messages off (their pending messages cancelled, `client-switched-off`) or
 * back on (their coming visits', owed invoices' and unanswered estimates' messages planned again).
 */
export async function switchClientMessages(repositories: Repositories, clientId: string, on: boolean) {
  const jobIds = await repositories.scheduledMessages.switchClient(clientId, on);
  if (on) {
    for (const jobId of jobIds) await planJobVisitMessages(repositories, jobId);
    const open = await repositories.scheduledMessages.openDocumentsOf({ clientId });
    for (const invoiceId of open.invoiceIds) await planInvoiceMessages(repositories, invoiceId);
    for (const estimateId of open.estimateIds) await planEstimateMessages(repositories, estimateId);
    return;
  }
  const pending = await repositories.scheduledMessages.pendingOfClient(clientId);
  for (const message of pending) await repositories.jobQueue.remove(messageJobKey(message.id));
  await repositories.scheduledMessages.settle(
    pending.map((message) => message.id),
    'cancelled',
    'client-switched-off',
  );
}

/**
 * Records the client's consent to texts at their mobile number (who: `by`, how: `via`, when: now, with
 * the words shown) or withdraws it; 400 `needsMobile` when they have no mobile number.
 */
export async function setClientTextConsent(
  repositories: Repositories,
  input: {
    provider: { id: string; name: string };
    client: ClientRow;
    consented: boolean;
    via: 'provider' | 'client-hub';
    by: string | null;
    /** The hub's words; the member's by default. */
    wording?: string;
    needsMobile: string;
  },
) {
  const { client } = input;
  const phone = client.mobilePhoneNumber;
  if (!input.consented) await repositories.clientMessages.revokeConsent(client.id, input.via);
  else if (!phone) throw new AppError('badRequest', input.needsMobile);
  else
    await grantTextConsent(repositories, {
      providerId: input.provider.id,
      companyName: input.provider.name,
      client: { ...client, mobilePhoneNumber: phone },
      via: input.via,
      by: input.by,
      ...(input.wording ? { wording: input.wording } : {}),
    });
}
