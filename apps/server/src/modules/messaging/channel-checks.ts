import {
  MESSAGE_DEFAULTS,
  type MESSAGE_OUTCOMES,
  type MessageChannel,
  type MessageKind,
} from '@porchlight/core/messaging/message-kinds';
import type { KindRule } from '@porchlight/core/messaging/message-rules';
import { toE164 } from '@porchlight/core/messaging/phone.rules';
import { nextSendable, type QuietHours } from '@porchlight/core/messaging/quiet-hours.rules';
import type { Repositories } from '../platform/unit-of-work';

type Outcome = (typeof MESSAGE_OUTCOMES)[number];

export interface ChannelClient {
  id: string;
  emailAddress: string | null;
  mobilePhoneNumber: string | null;
  timeZone: string | null;
}

/** The provider's quiet hours (the defaults without saved settings). */
export async function quietHoursOf(repositories: Repositories, providerId: string): Promise<QuietHours> {
  const settings = (await repositories.messageSettings.findSettings(providerId)) ?? MESSAGE_DEFAULTS;
  return { startMinute: settings.quietStartMinute, endMinute: settings.quietEndMinute };
}

/**
 * Why a channel of a message does not go now (docs/plans/reminders.md §5.3, §5.4): the kind's switch, an
 * address, for texts recorded consent for this very number, no STOP from it, and quiet hours on the
 * client's clock ('wait': until morning; on my way's text is dropped instead). Null: it goes.
 */
export async function channelRefusal(
  repositories: Repositories,
  input: {
    channel: MessageChannel;
    kind: MessageKind;
    rule: Pick<KindRule, 'emailOn' | 'smsOn'>;
    client: ChannelClient;
    providerTimeZone: string;
    quietHours: QuietHours;
    now: Date;
  },
  /** The client's consent and STOP, when already read for many clients at once (a list). */
  known?: { consentPhone: string | null; optedOut: boolean },
): Promise<Outcome | 'wait' | null> {
  const { client, rule } = input;
  if (input.channel === 'email') {
    if (!rule.emailOn) return 'kind-off';
    return client.emailAddress ? null : 'no-address';
  }
  if (!rule.smsOn) return 'kind-off';
  if (!client.mobilePhoneNumber) return 'no-address';
  const consentPhone = known
    ? known.consentPhone
    : ((await repositories.clientMessages.liveConsent(client.id))?.phone ?? null);
  if (consentPhone !== client.mobilePhoneNumber) return 'no-consent';
  const optedOut =
    known?.optedOut ?? (await repositories.clientMessages.isOptedOut(toE164(client.mobilePhoneNumber)));
  if (optedOut) return 'opted-out';
  const sendable = nextSendable(input.now, client.timeZone ?? input.providerTimeZone, input.quietHours);
  if (sendable === input.now) return null;
  // On my way is stale by morning: the text is dropped, the e-mail goes.
  return input.kind === 'on-my-way' ? 'quiet-hours' : 'wait';
}
