import { messagingMessages as messages } from '@porchlight/core/messaging/messaging.messages';
import { smsKeywordOf, TWILIO_KEYWORD_REPLIES } from '@porchlight/core/messaging/sms-keywords';
import { formatPhoneNumber } from '@porchlight/core/providers/profile.rules';
import { emailMessage } from '../platform/notification-message';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import type { CarrierStatus } from './client-messages.repository';
import { grantTextConsent } from './text-consent';
import { isTwilioSigned } from './twilio-signature';

/** The webhooks' key lives beside the signature (scripts/lib/sms-reply.ts signs with it too). */
export { smsWebhookKey } from './twilio-signature';

const CARRIER_STATUSES: readonly string[] = ['queued', 'sent', 'delivered', 'undelivered', 'failed'];

/** Twilio's empty answer: nothing to reply (its own STOP/START/HELP replies answer keywords). */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

/**
 * Texts coming back (issue 35 slice 5, docs/plans/reminders.md §5.8, §7): replies to the platform's number
 * and the carrier's delivery reports, each refused unless signed for our public address (never the Host).
 */
export function createSmsWebhooksService(deps: {
  unitOfWork: UnitOfWork;
  key: string;
  publicUrl: string;
  siteName: string;
  /** The carrier's own answer to a keyword (Twilio's; the built-in folder writes it). */
  keywordReplies: { reply(toE164: string, body: string): Promise<void> };
}) {
  const signed = (path: string, params: Record<string, string>, signature: string | undefined) =>
    isTwilioSigned(deps.key, `${deps.publicUrl}/api/v1${path}`, params, signature);

  /** The digits of a US number as clients are stored (+15125550142 → 5125550142). */
  const digitsOf = (fromE164: string) => fromE164.replace(/^\+1/, '').replace(/\D/g, '');

  /**
   * START is the client asking for texts again (docs/plans/reminders.md §5.4): recorded as their consent
   * (`keyword`) to the company that last texted the number, while that client still has this number.
   */
  async function consentByKeyword(repositories: Repositories, fromE164: string) {
    const phone = digitsOf(fromE164);
    const texted = await repositories.clientMessages.lastTextedTo(phone);
    if (!texted) return;
    const client = await repositories.clients.find(texted.providerId, texted.clientId);
    if (client?.mobilePhoneNumber !== phone) return;
    await grantTextConsent(repositories, {
      providerId: texted.providerId,
      companyName: texted.providerName,
      client: { ...client, mobilePhoneNumber: phone },
      via: 'keyword',
      by: null,
    });
  }

  /**
   * A reply that is no keyword ("stop please", "running late?") goes to the owners of the company that
   * last texted the number, and on that client's log; once per Twilio message sid.
   */
  async function forwardReply(fromE164: string, body: string, messageSid: string) {
    const phone = digitsOf(fromE164);
    await deps.unitOfWork(async (repositories) => {
      const texted = await repositories.clientMessages.lastTextedTo(phone);
      if (!texted || !messageSid || !(await repositories.clientMessages.claimInbound(messageSid))) return;
      await repositories.clientMessages.log({
        providerId: texted.providerId,
        clientId: texted.clientId,
        kind: 'reply',
        direction: 'in',
        channel: 'sms',
        toAddress: phone,
        body,
      });
      const content = {
        providerName: texted.providerName,
        subject: messages.replySubject(texted.clientName),
        paragraphs: [
          messages.replyIntro(texted.clientName, formatPhoneNumber(phone) ?? phone),
          body,
          messages.replyHow,
        ],
        siteName: deps.siteName,
      };
      for (const to of await repositories.requests.listOwnerEmails(texted.providerId))
        await repositories.outbox.enqueue(emailMessage(to, content, { inboundSid: messageSid }));
      await repositories.events.publish('outbox.queued', {});
    });
  }

  return {
    /** POST /sms/inbound: STOP and START (any case, alone) change the number's opt-out (START records consent), other replies are forwarded; false when unsigned. */
    async inbound(params: Record<string, string>, signature: string | undefined): Promise<boolean> {
      if (!signed('/sms/inbound', params, signature)) return false;
      const keyword = smsKeywordOf(params.Body ?? '');
      const from = params.From ?? '';
      if (!from) return true;
      if (!keyword) {
        await forwardReply(from, params.Body ?? '', params.MessageSid ?? '');
        return true;
      }
      await deps.unitOfWork(async (repositories) => {
        if (keyword.action === 'opt-out')
          await repositories.clientMessages.optOut(from, keyword.keyword, params.MessageSid ?? '');
        if (keyword.action !== 'opt-in') return;
        await repositories.clientMessages.optIn(from);
        await consentByKeyword(repositories, from);
      });
      await deps.keywordReplies.reply(from, TWILIO_KEYWORD_REPLIES[keyword.action]);
      return true;
    },

    /** POST /sms/status: the carrier's word on a text we sent, by its sid; false when unsigned. */
    async status(params: Record<string, string>, signature: string | undefined): Promise<boolean> {
      if (!signed('/sms/status', params, signature)) return false;
      const { MessageSid: sid, MessageStatus: status } = params;
      if (!sid || !status || !CARRIER_STATUSES.includes(status)) return true;
      await deps.unitOfWork(({ clientMessages }) =>
        clientMessages.carrierStatus(sid, status as CarrierStatus, params.ErrorCode || null),
      );
      return true;
    },
  };
}

export type SmsWebhooksService = ReturnType<typeof createSmsWebhooksService>;
