import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bookingStorageKey,
  clearBookingState,
  initialBookingState,
  startingBookingState,
  storeBookingState,
} from './booking-state';

const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the booking dialog’s stored state', () => {
  const left = {
    ...initialBookingState('house-cleaning'),
    step: 'details' as const,
    answers: { bedrooms: '3', extras: ['oven', 'fridge'] },
    start: '2026-12-01T08:00:00-06:00',
    address: { address: '12 Oak St', address2: '', city: 'Austin', stateCode: 'TX', zipCode: '78701' },
    contact: { firstName: 'Ada', lastName: 'Guest', email: 'ada@example.test', phone: '5125550100' },
    idempotencyKey: 'b3f0c2a4-0000-4000-8000-000000000001',
  };

  it('reopens where it was left, key included, whatever the letter case of the profile', () => {
    storeBookingState('Bright-Nest', left);
    expect(window.localStorage.getItem(bookingStorageKey('bright-nest'))).not.toBeNull();
    expect(startingBookingState('BRIGHT-NEST', null)).toMatchObject({
      step: 'details',
      answers: left.answers,
      start: left.start,
      idempotencyKey: left.idempotencyKey,
    });
  });

  it('reopens a dialog stored before it kept answers with none', () => {
    const { answers: _, ...older } = left;
    window.localStorage.setItem(bookingStorageKey('bright-nest'), JSON.stringify(older));
    expect(startingBookingState('bright-nest', null)).toMatchObject({ step: 'details', answers: {} });
  });

  it('starts another offer afresh from its page, keeping who and where', () => {
    storeBookingState('bright-nest', left);
    const started = startingBookingState('bright-nest', 'deep-cleaning');
    expect(started).toMatchObject({
      step: 'time',
      offerUri: 'deep-cleaning',
      answers: {},
      start: null,
      idempotencyKey: null,
      address: left.address,
      contact: left.contact,
    });
  });

  it('forgets a day-old dialog, and a closed one', () => {
    vi.useFakeTimers();
    storeBookingState('bright-nest', left);
    vi.setSystemTime(Date.now() + DAY_MS + 1);
    expect(startingBookingState('bright-nest', null).step).toBe('offer');
    storeBookingState('bright-nest', left);
    clearBookingState('bright-nest');
    expect(startingBookingState('bright-nest', null).step).toBe('offer');
  });
});
