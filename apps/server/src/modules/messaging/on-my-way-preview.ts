import { type OnMyWayPreview, onMyWayNotice } from '@porchlight/core/messaging/client-message-words';
import { messageClockNow } from '@porchlight/core/messaging/message-clock.rules';
import type { MessageChannel } from '@porchlight/core/messaging/message-kinds';
import { toE164 } from '@porchlight/core/messaging/phone.rules';
import { channelsOf } from '@porchlight/core/messaging/visit-messages.rules';
import type { Repositories } from '../platform/unit-of-work';
import { type ChannelClient, channelRefusal, quietHoursOf } from './channel-checks';
import { ruleOf } from './visit-messages';

type PreviewClient = ChannelClient & { firstName: string; automaticMessages: boolean };

/** How the client hears of it: by text, e-mail, both, or nobody (as the On my way answer's `clientTold`). */
function toldOf(going: readonly MessageChannel[]): OnMyWayPreview['told'] {
  if (going.length === 2) return 'both';
  return going[0] === 'sms' ? 'text' : (going[0] ?? null);
}

/**
 * What the On my way tap would send each of these clients now, in words ("Alex gets a text"), so the
 * person going knows before tapping (docs/plans/reminders.md §8): the same checks as the tap, with the
 * consents and STOPs of all of them read at once.
 */
export async function onMyWayNotices(
  repositories: Repositories,
  provider: { id: string; timeZone: string },
  clients: readonly PreviewClient[],
  realNow: Date = new Date(),
): Promise<Map<string, string>> {
  const notices = new Map<string, string>();
  if (clients.length === 0) return notices;
  const phones = clients.flatMap((client) =>
    client.mobilePhoneNumber ? [toE164(client.mobilePhoneNumber)] : [],
  );
  // Five independent reads: side by side on the pool's repositories (a list's answer waits for them).
  const [rule, quietHours, clockOffset, consents, optedOut] = await Promise.all([
    ruleOf(repositories, provider.id, 'on-my-way'),
    quietHoursOf(repositories, provider.id),
    repositories.messageSettings.clockOffset(provider.id),
    repositories.clientMessages.liveConsentPhones(clients.map((client) => client.id)),
    repositories.clientMessages.optedOutAmong(phones),
  ]);
  const channels = channelsOf(rule);
  const now = messageClockNow(realNow, clockOffset);
  for (const client of clients) {
    if (notices.has(client.id)) continue;
    const preview = await previewOf(client);
    notices.set(client.id, onMyWayNotice(client.firstName, preview));
  }
  return notices;

  async function previewOf(client: PreviewClient): Promise<OnMyWayPreview> {
    if (!client.automaticMessages) return { told: null, because: 'client-switched-off' };
    if (channels.length === 0) return { told: null, because: 'kind-off' };
    const going: MessageChannel[] = [];
    let because: OnMyWayPreview['because'] = null;
    for (const channel of channels) {
      const refused = await channelRefusal(
        repositories,
        { channel, kind: 'on-my-way', rule, client, providerTimeZone: provider.timeZone, quietHours, now },
        {
          consentPhone: consents.get(client.id) ?? null,
          optedOut: client.mobilePhoneNumber ? optedOut.has(toE164(client.mobilePhoneNumber)) : false,
        },
      );
      if (!refused) going.push(channel);
      // The text's reason tells more than "no e-mail address" when the client has a mobile number.
      else if (refused !== 'wait' && (because === null || channel === 'sms')) because = refused;
    }
    // Neither an e-mail address nor a mobile number: the notice says so in one phrase.
    const noAddress = because === 'no-address' && !client.emailAddress;
    return { told: toldOf(going), because: going.length > 0 || noAddress ? null : because };
  }
}
