import { messagingMessages as messages } from '@porchlight/core/messaging/messaging.messages';
import { formatPhoneNumber } from '@porchlight/core/providers/profile.rules';
import type { Repositories } from '../platform/unit-of-work';

interface ConsentClient {
  id: string;
  firstName: string;
  lastName: string | null;
  mobilePhoneNumber: string | null;
}

/** The words the client agrees to (docs/plans/reminders.md §5.4): their name, the company, their number. */
export function consentWordingOf(client: ConsentClient, companyName: string): string {
  const name = [client.firstName, client.lastName].filter(Boolean).join(' ');
  return messages.consentWording(name, companyName, formatPhoneNumber(client.mobilePhoneNumber) ?? '');
}

/** The same words in the client's own voice, as the Client Hub shows them. */
export function hubConsentWordingOf(client: Pick<ConsentClient, 'mobilePhoneNumber'>, companyName: string) {
  return messages.hubConsentWording(companyName, formatPhoneNumber(client.mobilePhoneNumber) ?? '');
}

/**
 * Records that the client agreed to texts at their mobile number now, with the words shown (a consent
 * for an older number ends); nothing when the consent for this number is already live.
 */
export async function grantTextConsent(
  repositories: Repositories,
  input: {
    providerId: string;
    companyName: string;
    client: ConsentClient & { mobilePhoneNumber: string };
    via: 'provider' | 'client-hub' | 'keyword';
    by: string | null;
    /** The words shown, when not the member's (the hub's are the client's own: hubConsentWordingOf). */
    wording?: string;
  },
) {
  const { client } = input;
  const live = await repositories.clientMessages.liveConsent(client.id);
  if (live?.phone === client.mobilePhoneNumber) return;
  if (live) await repositories.clientMessages.revokeConsent(client.id, 'number-changed');
  await repositories.clientMessages.grantConsent({
    providerId: input.providerId,
    clientId: client.id,
    phone: client.mobilePhoneNumber,
    wording: input.wording ?? consentWordingOf(client, input.companyName),
    grantedVia: input.via,
    grantedBy: input.by,
  });
}
