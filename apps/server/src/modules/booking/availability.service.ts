import {
  type AvailabilityInput,
  availabilityAnswerOf,
  availabilityOf,
  type Interval,
} from '@porchlight/core/booking/availability.rules';
import { availabilityMessages, bookingMessages } from '@porchlight/core/booking/booking.messages';
import type {
  AvailabilityAnswer,
  AvailabilityQuery,
} from '@porchlight/core/booking/booking-availability.schemas';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { AppError } from '../platform/app-error';
import type { AvailabilityFacts, AvailabilityRepository } from './availability.repository';

const DAY_MS = 86_400_000;

const intervalsOf = (spans: readonly [string, string][]): Interval[] =>
  spans.map(([start, end]) => ({ start: new Date(start), end: new Date(end) }));

type Settings = NonNullable<AvailabilityFacts['settings']>;
type Offer = NonNullable<AvailabilityFacts['offer']>;

/** Core availability's input from the one statement's facts (the availability answer and a booking's check). */
export function availabilityInputOf(
  facts: AvailabilityFacts,
  settings: Settings,
  offer: Offer,
  range: { timeZone: string; now: Date; fromDate?: string; days: number },
): AvailabilityInput {
  return {
    ...range,
    openHours: facts.openHours,
    rules: {
      mode: settings.mode,
      windows: facts.windows,
      startStepMinutes: settings.startStepMinutes,
      durationMinutes: offer.durationMinutes,
      noticeMinutes: settings.noticeMinutes,
      horizonDays: settings.horizonDays,
      bufferMinutes: settings.bufferMinutes,
      dailyLimit: settings.dailyLimit,
    },
    members: facts.members.map((member) => ({
      userId: member.userId,
      busy: intervalsOf(member.busy),
      timeOff: intervalsOf(member.timeOff),
    })),
    teamTimeOff: intervalsOf(facts.teamTimeOff),
    bookedPerDay: new Map(Object.entries(facts.bookedDays)),
  };
}

/**
 * A visitor's bookable times (issue 34 item 2, plan §2.2): one statement, then core availability rules
 * in memory. No cache: the answer must see the last booking.
 */
export function createAvailabilityService(deps: {
  access: Access;
  repository: AvailabilityRepository;
  now: () => Date;
}) {
  return {
    async of(
      principal: Principal,
      { uri, query }: { uri: string; query: AvailabilityQuery },
    ): Promise<AvailabilityAnswer> {
      const { provider } = await deps.access.requireProviderAccess(principal, { vanityName: uri }, 'book');
      const now = deps.now();
      // A day's margin either side of the asked dates covers any zone's offset and a visit running into them.
      const asked = query.from ? Date.parse(`${query.from}T00:00:00Z`) : now.getTime();
      const from = new Date(Math.max(now.getTime(), asked) - 2 * DAY_MS);
      const to = new Date(from.getTime() + (query.days + 4) * DAY_MS);
      const facts = await deps.repository.facts({
        providerId: provider.id,
        offerUri: query.offer,
        from,
        to,
        now,
      });
      const { settings, offer } = facts;
      if (!settings?.enabled || !settings.listed)
        throw new AppError('conflict', bookingMessages.bookingOff(provider.name));
      if (!offer) throw new AppError('notFound', availabilityMessages.offerNotBookable);
      const days = availabilityOf(
        availabilityInputOf(facts, settings, offer, {
          timeZone: provider.timeZone,
          now,
          fromDate: query.from,
          days: query.days,
        }),
      );
      return availabilityAnswerOf(days, provider.timeZone, now);
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
