import { isEstimateMessageKind } from '@porchlight/core/messaging/estimate-messages.rules';
import { isInvoiceReminderKind } from '@porchlight/core/messaging/invoice-messages.rules';
import { messageClockNow, movedOffset } from '@porchlight/core/messaging/message-clock.rules';
import {
  MESSAGE_DEFAULTS,
  MESSAGE_KIND_DEFINITIONS,
  MESSAGE_KINDS,
  MESSAGE_LIMITS,
  type MessageKind,
} from '@porchlight/core/messaging/message-kinds';
import {
  checkKindRule,
  defaultRuleOf,
  type KindRule,
  minuteOfTime,
  timeOfMinute,
  whenLabel,
} from '@porchlight/core/messaging/message-rules';
import type {
  KindRuleBody,
  MessageKindView,
  MessagePreview,
  MessageSettings,
  SaveKindRule,
  UpdateMessageSettings,
} from '@porchlight/core/messaging/message-settings.schemas';
import { messagingMessages as messages } from '@porchlight/core/messaging/messaging.messages';
import type { Access } from '../identity/access';
import { type Principal, requireUser } from '../identity/principal';
import { AppError } from '../platform/app-error';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import { planEstimateMessages } from './estimate-messages';
import { planInvoiceMessages } from './invoice-messages';
import {
  longestValuesOf,
  type PreviewProvider,
  previewOf,
  renderText,
  sampleValuesOf,
  segmentsOf,
} from './message-preview';
import type { MessageSettingsRepository } from './message-settings.repository';
import { armMessage, planJobVisitMessages } from './visit-messages';

type SavedRule = Awaited<ReturnType<MessageSettingsRepository['listRules']>>[number];

function kindView(kind: MessageKind, saved: SavedRule | undefined): MessageKindView {
  const rule: KindRule = saved ?? defaultRuleOf(kind);
  const definition = MESSAGE_KIND_DEFINITIONS[kind];
  return {
    kind,
    label: definition.label,
    group: definition.group,
    when: whenLabel(kind, rule),
    emailOn: rule.emailOn,
    smsOn: rule.smsOn,
    offsetDays: rule.offsetDays,
    sendAt: rule.sendAtMinute === null ? null : timeOfMinute(rule.sendAtMinute),
    delayMinutes: rule.delayMinutes,
    subject: rule.subject,
    emailBody: rule.emailBody,
    smsBody: rule.smsBody,
    isDefault: !saved,
    version: saved?.version ?? 0,
    placeholders: [...definition.placeholders],
  };
}

/**
 * A kind's rule changed (switches, days, time): the pending messages of the provider's coming visits, owed
 * invoices or unanswered estimates follow it in the same unit of work (moved, cancelled, or made when it
 * is switched on).
 */
async function replanKindMessages(repositories: Repositories, providerId: string, kind: MessageKind) {
  if (isInvoiceReminderKind(kind) || isEstimateMessageKind(kind)) {
    // So do the reminders of invoices still owed and the follow-ups of estimates awaiting an answer.
    const { invoiceIds, estimateIds } = await repositories.scheduledMessages.openDocumentsOf({ providerId });
    if (isInvoiceReminderKind(kind))
      for (const invoiceId of invoiceIds) await planInvoiceMessages(repositories, invoiceId);
    else for (const estimateId of estimateIds) await planEstimateMessages(repositories, estimateId);
    return;
  }
  if (kind !== 'visit-reminder' && kind !== 'booking-confirmation') return;
  for (const jobId of await repositories.scheduledMessages.jobsWithComingVisits(providerId))
    await planJobVisitMessages(repositories, jobId);
}

/**
 * A provider's automatic messages (issue 35 slice 3, docs/plans/reminders.md §7): general settings, each
 * kind's switches, timing and template (checked by core's rules, plus at most three text messages with the
 * longest sample values), a preview with a sample client, and the test message clock (§5.6).
 */
export function createMessageSettingsService(deps: {
  access: Access;
  repository: MessageSettingsRepository;
  unitOfWork: UnitOfWork;
  /** Whether the test message clock moves on this server (MESSAGE_TEST_CLOCK, config.ts). */
  messageClockAllowed: boolean;
  publicUrl: string;
  siteName: string;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function provider(principal: Principal, vanityName: string) {
    const { provider: row } = await deps.access.requireProviderAccess(
      principal,
      { vanityName },
      'manageMessages',
    );
    return row;
  }

  const previewProviderOf = (row: {
    name: string;
    phoneNumber: string | null;
    timeZone: string;
  }): PreviewProvider => ({
    name: row.name,
    phone: row.phoneNumber,
    timeZone: row.timeZone,
  });

  /** The rule checked for the kind, or a 400 naming each field's problem in the provider's words. */
  function checkedRule(kind: MessageKind, body: KindRuleBody, previewProvider: PreviewProvider): KindRule {
    const checked = checkKindRule(kind, body);
    if (!checked.ok) {
      const [first] = Object.values(checked.fields);
      throw new AppError('badRequest', first ?? messages.unknownKind, checked.fields);
    }
    const longest = renderText(kind, checked.rule, longestValuesOf(previewProvider, deps.publicUrl));
    const { smsSegments } = segmentsOf(longest);
    if (smsSegments > MESSAGE_LIMITS.smsSegments) {
      const message = messages.smsTooManySegments(smsSegments);
      throw new AppError('badRequest', message, { smsBody: message });
    }
    return checked.rule;
  }

  async function settingsOf(providerId: string): Promise<MessageSettings> {
    const [saved, rules, offsetMs] = await Promise.all([
      repository.findSettings(providerId),
      repository.listRules(providerId),
      deps.messageClockAllowed ? repository.clockOffset(providerId) : Promise.resolve(0),
    ]);
    const general = saved ?? MESSAGE_DEFAULTS;
    return {
      version: saved?.version ?? 0,
      quietHours: {
        start: timeOfMinute(general.quietStartMinute),
        end: timeOfMinute(general.quietEndMinute),
      },
      visitCancelCutoffHours: general.visitCancelCutoffHours,
      estimateValidDays: general.estimateValidDays,
      clock: deps.messageClockAllowed ? { now: messageClockNow(now(), offsetMs).toISOString() } : null,
      kinds: MESSAGE_KINDS.map((kind) =>
        kindView(
          kind,
          rules.find((rule) => rule.kind === kind),
        ),
      ),
    };
  }

  return {
    /** GET provider/messages/settings */
    async settings(principal: Principal, { vanityName }: { vanityName: string }): Promise<MessageSettings> {
      const row = await provider(principal, vanityName);
      return settingsOf(row.id);
    },

    /** PATCH provider/messages/settings */
    async updateSettings(
      principal: Principal,
      { vanityName }: { vanityName: string },
      body: UpdateMessageSettings,
    ): Promise<MessageSettings> {
      const row = await provider(principal, vanityName);
      const saved = await deps.unitOfWork(async ({ messageSettings }) => {
        const current = (await messageSettings.findSettings(row.id)) ?? MESSAGE_DEFAULTS;
        return messageSettings.saveSettings(row.id, body.version, {
          quietStartMinute: body.quietHours
            ? (minuteOfTime(body.quietHours.start) ?? 0)
            : current.quietStartMinute,
          quietEndMinute: body.quietHours ? (minuteOfTime(body.quietHours.end) ?? 0) : current.quietEndMinute,
          visitCancelCutoffHours: body.visitCancelCutoffHours ?? current.visitCancelCutoffHours,
          estimateValidDays: body.estimateValidDays ?? current.estimateValidDays,
        });
      });
      if (!saved) throw new AppError('conflict', messages.changedBySomeoneElse);
      return settingsOf(row.id);
    },

    /** PUT provider/messages/kinds/{kind} */
    async saveKind(
      principal: Principal,
      { kind, vanityName }: { kind: MessageKind; vanityName: string },
      { version, ...body }: SaveKindRule,
    ): Promise<MessageKindView> {
      const user = requireUser(principal);
      const row = await provider(principal, vanityName);
      const rule = checkedRule(kind, body, previewProviderOf(row));
      const saved = await deps.unitOfWork(async (repositories) => {
        const written = await repositories.messageSettings.saveRule(row.id, kind, version, rule, user.userId);
        if (written) await replanKindMessages(repositories, row.id, kind);
        return written;
      });
      if (!saved) throw new AppError('conflict', messages.changedBySomeoneElse);
      return kindView(kind, saved);
    },

    /** DELETE provider/messages/kinds/{kind}: back to the defaults. */
    async restoreKind(
      principal: Principal,
      { kind, vanityName }: { kind: MessageKind; vanityName: string },
    ): Promise<MessageKindView> {
      const row = await provider(principal, vanityName);
      await deps.unitOfWork(async (repositories) => {
        await repositories.messageSettings.deleteRule(row.id, kind);
        await replanKindMessages(repositories, row.id, kind);
      });
      return kindView(kind, undefined);
    },

    /** POST provider/messages/kinds/{kind}/preview: nothing stored. */
    async preview(
      principal: Principal,
      { kind, vanityName }: { kind: MessageKind; vanityName: string },
      body: KindRuleBody,
    ): Promise<MessagePreview> {
      const row = await provider(principal, vanityName);
      const previewProvider = previewProviderOf(row);
      const rule = checkedRule(kind, body, previewProvider);
      const offsetMs = deps.messageClockAllowed ? await repository.clockOffset(row.id) : 0;
      const values = sampleValuesOf(previewProvider, deps.publicUrl, messageClockNow(now(), offsetMs));
      return previewOf(kind, rule, values, deps.siteName);
    },

    /** POST provider/messages/test-clock: 404 where the clock does not move. */
    async moveClock(
      principal: Principal,
      { vanityName }: { vanityName: string },
      { hours }: { hours: number },
    ): Promise<{ now: string }> {
      const { provider: row } = await deps.access.requireProviderAccess(
        principal,
        { vanityName },
        'moveMessageClock',
      );
      if (!deps.messageClockAllowed) throw new AppError('notFound', messages.testClockOff);
      const realNow = now();
      const offsetMs = await deps.unitOfWork(async (repositories) => {
        const offset = await repositories.messageSettings.moveClock(row.id, movedOffset(0, hours));
        // Every pending message's timer moves with the clock: what is now due runs now (§5.6).
        for (const message of await repositories.scheduledMessages.pendingOfProvider(row.id))
          await armMessage(repositories, message, offset, realNow);
        return offset;
      });
      return { now: messageClockNow(realNow, offsetMs).toISOString() };
    },
  };
}

export type MessageSettingsService = ReturnType<typeof createMessageSettingsService>;
