import { describe, expect, it } from 'vitest';
import { bookingBlockerMessages as messages } from './booking.messages';
import { bookingBlockersOf } from './booking-blockers.rules';
import { bookingSettingsSchema } from './booking-settings.schemas';

const on = bookingSettingsSchema.parse({ enabled: true });
const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensMinute: 480, closesMinute: 1020 }));
const ready = {
  settings: on,
  bookableOffers: 1,
  memberIds: ['member'],
  windows: [{ startsMinute: 480, endsMinute: 600 }],
  openHours: weekdays,
  paymentsOn: false,
};

describe('bookingBlockersOf', () => {
  it('lists nothing when booking can be shown', () => {
    expect(bookingBlockersOf(ready)).toEqual([]);
  });

  it('says each thing that stands in the way, in order', () => {
    expect(
      bookingBlockersOf({ ...ready, settings: { ...on, enabled: false }, bookableOffers: 0, memberIds: [] }),
    ).toEqual([messages.off, messages.noOffer, messages.noMember]);
    expect(bookingBlockersOf({ ...ready, openHours: [] })).toEqual([messages.noOpenHours]);
  });

  it('takes a deposit only through online payments', () => {
    const deposit = { ...on, deposit: { kind: 'fixed' as const, cents: 2_500 } };
    expect(bookingBlockersOf({ ...ready, settings: deposit })).toEqual([messages.depositNeedsPayments]);
    expect(bookingBlockersOf({ ...ready, settings: deposit, paymentsOn: true })).toEqual([]);
  });

  it('needs a window inside some day’s open hours, touching intervals joined; start times need none', () => {
    expect(bookingBlockersOf({ ...ready, windows: [{ startsMinute: 960, endsMinute: 1080 }] })).toEqual([
      messages.noWindowInHours,
    ]);
    const split = [
      { weekday: 6, opensMinute: 480, closesMinute: 720 },
      { weekday: 6, opensMinute: 720, closesMinute: 1200 },
    ];
    expect(
      bookingBlockersOf({ ...ready, openHours: split, windows: [{ startsMinute: 660, endsMinute: 780 }] }),
    ).toEqual([]);
    expect(
      bookingBlockersOf({
        ...ready,
        settings: { ...on, mode: 'start-times', startStepMinutes: 30 },
        windows: [],
      }),
    ).toEqual([]);
  });
});
