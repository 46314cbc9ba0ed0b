import { CHAT_UNREAD_EMAIL_DELAY_MS } from '@porchlight/core/chat/chat.constants';
import { toSingleLine } from '@porchlight/core/platform/text.rules';
import type { UnitOfWork } from '../platform/unit-of-work';

/** How many waiting conversations one check e-mails about; the next check takes the rest. */
const BATCH_SIZE = 20;
/** How many of the visitor's latest messages the e-mail quotes. */
const QUOTED_MESSAGES = 5;

function emailText(input: {
  siteName: string;
  providerName: string;
  visitorName: string;
  visitorEmail: string;
  unread: number;
  messages: string[];
  profileUrl: string;
}): string {
  const waiting = input.unread === 1 ? 'a message' : `${input.unread} messages`;
  return [
    `${input.visitorName} (${input.visitorEmail}) sent ${input.providerName} ${waiting} in a live chat on ${input.siteName}, unread for 5 minutes.`,
    '',
    ...input.messages.map((message) => `> ${message.replace(/\r?\n/g, '\n> ')}`),
    '',
    `Log in and open ${input.profileUrl} to answer.`,
  ].join('\n');
}

/**
 * E-mails a provider's owners and managers when a visitor's message has waited unread for 5 minutes,
 * once per unread streak. Every process checks now and then; claiming (SKIP LOCKED), marking the
 * conversation notified and queueing the e-mails commit together, so two processes never both send.
 */
export function createChatUnreadNotifier(deps: {
  unitOfWork: UnitOfWork;
  log: { error(payload: object, message: string): void };
  siteName: string;
  publicUrl: string;
  intervalMs?: number;
  delayMs?: number;
}) {
  const intervalMs = deps.intervalMs ?? 30_000;
  const delayMs = deps.delayMs ?? CHAT_UNREAD_EMAIL_DELAY_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  /** One check: the number of conversations e-mailed about. */
  async function checkOnce(): Promise<number> {
    return deps.unitOfWork(async ({ chat, outbox, events }) => {
      const due = await chat.claimUnreadDue(delayMs, BATCH_SIZE);
      for (const conversation of due) {
        const provider = await chat.findProviderNames(conversation.providerId);
        if (!provider) continue;
        const body = emailText({
          siteName: deps.siteName,
          providerName: provider.name,
          visitorName: conversation.visitorName,
          visitorEmail: conversation.visitorEmail,
          unread: conversation.providerUnread,
          messages: await chat.listLatestVisitorMessages(conversation.id, QUOTED_MESSAGES),
          profileUrl: `${deps.publicUrl}/company/${encodeURIComponent(provider.vanityName)}`,
        });
        for (const to of await chat.listAnswererEmails(conversation.providerId)) {
          await outbox.enqueue({
            channel: 'email',
            to,
            subject: toSingleLine(`${conversation.visitorName} is waiting for an answer in your live chat`),
            body,
            meta: {
              kind: 'chat-unread',
              conversationId: conversation.id,
              providerId: conversation.providerId,
            },
          });
        }
      }
      if (due.length > 0) await events.publish('outbox.queued', {});
      return due.length;
    });
  }

  /** Runs a check unless one is running (then answers that one). */
  function check(): Promise<number> {
    running ??= checkOnce().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    check,
    start(): void {
      if (timer) return;
      timer = setInterval(() => {
        check().catch((error: unknown) => deps.log.error({ err: error }, 'chat unread check failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => {});
    },
  };
}

export type ChatUnreadNotifier = ReturnType<typeof createChatUnreadNotifier>;
