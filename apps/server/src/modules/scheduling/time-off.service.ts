import { schedulingMessages } from '@porchlight/core/scheduling/scheduling.messages';
import { timeOffMessages as messages } from '@porchlight/core/scheduling/time-off.messages';
import type { CreateTimeOff, TimeOff, TimeOffListQuery } from '@porchlight/core/scheduling/time-off.schemas';
import { TIME_OFF_MAX_DAYS } from '@porchlight/core/scheduling/time-off.schemas';
import { SCHEDULE_RANGE_MAX_DAYS } from '@porchlight/core/scheduling/visits.schemas';
import { formatWireTime } from '@porchlight/core/scheduling/zoned-time.rules';
import { refreshNextWindow } from '../booking/next-window';
import type { Access } from '../identity/access';
import { type Principal, requireUser } from '../identity/principal';
import { AppError } from '../platform/app-error';
import { isForeignKeyViolation } from '../platform/db-errors';
import type { UnitOfWork } from '../platform/unit-of-work';
import type { TimeOffRepository, TimeOffRow } from './time-off.repository';
import { instantAt } from './visits.service';
import { assignedOnly } from './worked-visit';

const DAY_MS = 86_400_000;

function toTimeOff(row: TimeOffRow, timeZone: string): TimeOff {
  return {
    id: row.id,
    memberId: row.userId,
    start: formatWireTime(row.startsAt, timeZone),
    end: formatWireTime(row.endsAt, timeZone),
    note: row.note,
  };
}

/**
 * Time off (issue 34, plan §1.3-§5): owners and managers keep anyone's and the whole team's; a
 * technician only their own (another's answers 404, as their visits do). Online booking offers no
 * time in it; manual visits over it stay allowed and the calendar shows it behind them. A write moves
 * search's next bookable window in its own transaction (next-window.ts).
 */
export function createTimeOffService(deps: {
  access: Access;
  repository: TimeOffRepository;
  unitOfWork: UnitOfWork;
}) {
  async function caller(principal: Principal, vanityName: string) {
    const { provider, roles } = await deps.access.requireProviderAccess(
      principal,
      { vanityName },
      'workVisits',
    );
    return { provider, userId: requireUser(principal).userId, ownOnly: assignedOnly(roles) };
  }

  return {
    async list(principal: Principal, query: TimeOffListQuery) {
      const { provider, userId, ownOnly } = await caller(principal, query.vanityName);
      const from = instantAt(query.from, provider.timeZone, 'from');
      const to = instantAt(query.to, provider.timeZone, 'to');
      if (to <= from || to.getTime() - from.getTime() > SCHEDULE_RANGE_MAX_DAYS * DAY_MS)
        throw new AppError('badRequest', schedulingMessages.rangeInvalid, {
          to: schedulingMessages.rangeInvalid,
        });
      const rows = await deps.repository.listInRange(provider.id, {
        from,
        to,
        memberId: ownOnly ? userId : query.memberId,
      });
      return { timeOff: rows.map((row) => toTimeOff(row, provider.timeZone)) };
    },

    async create(principal: Principal, { vanityName, body }: { vanityName: string; body: CreateTimeOff }) {
      const { provider, userId, ownOnly } = await caller(principal, vanityName);
      const startsAt = instantAt(body.start, provider.timeZone, 'start');
      const endsAt = instantAt(body.end, provider.timeZone, 'end');
      if (endsAt <= startsAt)
        throw new AppError('badRequest', messages.endBeforeStart, { end: messages.endBeforeStart });
      if (endsAt.getTime() - startsAt.getTime() > TIME_OFF_MAX_DAYS * DAY_MS)
        throw new AppError('badRequest', messages.tooLong, { end: messages.tooLong });
      const memberId = body.memberId ?? null;
      if (ownOnly && memberId !== userId) throw new AppError('forbidden', messages.notYours);
      try {
        const row = await deps.unitOfWork(async (repositories) => {
          const inserted = await repositories.timeOff.insert({
            providerId: provider.id,
            userId: memberId,
            startsAt,
            endsAt,
            note: body.note || null,
            createdBy: userId,
          });
          await refreshNextWindow(repositories, provider, new Date());
          return inserted;
        });
        return toTimeOff(row, provider.timeZone);
      } catch (error) {
        if (isForeignKeyViolation(error))
          throw new AppError('badRequest', messages.memberNotInTeam, { memberId: messages.memberNotInTeam });
        throw error;
      }
    },

    async remove(principal: Principal, { vanityName, timeOffId }: { vanityName: string; timeOffId: string }) {
      const { provider, userId, ownOnly } = await caller(principal, vanityName);
      const row = await deps.repository.find(provider.id, timeOffId);
      if (!row || (ownOnly && row.userId !== userId)) throw new AppError('notFound', messages.notFound);
      await deps.unitOfWork(async (repositories) => {
        await repositories.timeOff.delete(provider.id, timeOffId);
        await refreshNextWindow(repositories, provider, new Date());
      });
      return { deleted: true as const };
    },
  };
}

export type TimeOffService = ReturnType<typeof createTimeOffService>;
