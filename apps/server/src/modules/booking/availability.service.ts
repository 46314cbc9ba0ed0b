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
import { dateLabel } from '@porchlight/core/scheduling/time-labels.rules';
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
 * A booking being moved (the hub's reschedule, plan §2.6): its visit keeps no one busy and its day counts
 * one booking fewer, so its own time and day are offered again.
 */
export interface OwnBooking {
  visitId: string;
  localDate: string;
}

const withoutOwn = (facts: AvailabilityFacts, own: OwnBooking | undefined): AvailabilityFacts => {
  const booked = own && facts.bookedDays[own.localDate];
  return booked ? { ...facts, bookedDays: { ...facts.bookedDays, [own.localDate]: booked - 1 } } : facts;
};

/** An offer's bookable times for `query` (one statement, then core rules in memory); 409 when booking is off. */
export async function bookableTimes(
  repository: AvailabilityRepository,
  provider: { id: string; name: string; timeZone: string },
  query: AvailabilityQuery,
  now: Date,
  own?: OwnBooking,
): Promise<AvailabilityAnswer> {
  // A day's margin either side of the asked dates covers any zone's offset and a visit running into them.
  const asked = query.from ? Date.parse(`${query.from}T00:00:00Z`) : now.getTime();
  const from = new Date(Math.max(now.getTime(), asked) - 2 * DAY_MS);
  const to = new Date(from.getTime() + (query.days + 4) * DAY_MS);
  const facts = withoutOwn(
    await repository.facts({
      providerId: provider.id,
      offerUri: query.offer,
      from,
      to,
      now,
      ...(own ? { ignoreVisitId: own.visitId } : {}),
    }),
    own,
  );
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
}

/**
 * The bookable slot at `start` on `localDate`, checked against the facts as a booking or a move reads them;
 * refusals in the visitor's words (409 bookingOff / dayFull / slotTaken; an offer no longer bookable is
 * `offerGone`: 404 for a new booking, 409 for a move of one already made).
 */
export function bookableSlotAt(
  provider: { name: string; timeZone: string },
  facts: AvailabilityFacts,
  input: { start: Date; localDate: string; now: Date; offerGone: 'notFound' | 'conflict' },
) {
  const { start, localDate, now } = input;
  const { settings, offer } = facts;
  if (!settings?.enabled || !settings.listed)
    throw new AppError('conflict', bookingMessages.bookingOff(provider.name));
  if (!offer) throw new AppError(input.offerGone, availabilityMessages.offerNotBookable);
  if (settings.dailyLimit !== null && (facts.bookedDays[localDate] ?? 0) >= settings.dailyLimit)
    throw new AppError('conflict', bookingMessages.dayFull(dateLabel(start, provider.timeZone)));
  const [day] = availabilityOf(
    availabilityInputOf(facts, settings, offer, {
      timeZone: provider.timeZone,
      now,
      fromDate: localDate,
      days: 1,
    }),
  );
  const slot = day?.date === localDate && day.slots.find((each) => each.start.getTime() === start.getTime());
  if (!slot) throw new AppError('conflict', bookingMessages.slotTaken);
  return { slot, settings, offer };
}

/** The bookable slot at `start` for a booking moved to it (its own visit and day counted free), with its facts. */
export async function slotToMoveTo(
  repository: AvailabilityRepository,
  provider: { id: string; name: string; timeZone: string },
  input: { offerUri: string; start: Date; localDate: string; now: Date; own: OwnBooking },
) {
  const { start, localDate, now } = input;
  const facts = withoutOwn(
    await repository.facts({
      providerId: provider.id,
      offerUri: input.offerUri,
      from: new Date(start.getTime() - 2 * DAY_MS),
      to: new Date(start.getTime() + 2 * DAY_MS),
      now,
      ignoreVisitId: input.own.visitId,
    }),
    input.own,
  );
  const { slot, settings } = bookableSlotAt(provider, facts, {
    start,
    localDate,
    now,
    offerGone: 'conflict',
  });
  return { slot, settings, facts };
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
      return bookableTimes(deps.repository, provider, query, deps.now());
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
