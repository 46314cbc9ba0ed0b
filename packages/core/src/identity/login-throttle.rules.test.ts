import { describe, expect, it } from 'vitest';
import {
  afterFailedLogin,
  LOGIN_PAUSE_MAX_MS,
  LOGIN_PAUSE_NOTICE_EVERY_MS,
  type LoginThrottleState,
  pausedForMs,
  pauseLengthMs,
} from './login-throttle.rules';

const policy = { failures: 10, windowMs: 15 * 60_000, firstPauseMs: 60_000 };
const start = new Date('2026-01-01T12:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

/** `count` failures one second apart from `from`. */
function fail(state: LoginThrottleState | undefined, count: number, from = 0) {
  let current = state;
  const outcomes = [];
  for (let i = 0; i < count; i++) {
    const outcome = afterFailedLogin(current, at(from + i * 1000), policy);
    outcomes.push(outcome);
    current = outcome.state;
  }
  return { state: current, outcomes };
}

describe('afterFailedLogin', () => {
  it('pauses at the N-th failure within the window, and tells the owner once', () => {
    const { state, outcomes } = fail(undefined, 10);
    expect(outcomes.map((o) => o.paused)).toEqual([...Array(9).fill(false), true]);
    expect(outcomes.filter((o) => o.notify)).toHaveLength(1);
    expect(pausedForMs(state, at(9_000))).toBe(60_000);
    expect(pausedForMs(state, at(9_000 + 60_000))).toBe(0);
  });

  it('forgets failures older than the window', () => {
    const { state } = fail(undefined, 9);
    const later = afterFailedLogin(state, at(policy.windowMs + 1), policy);
    expect([later.state.failures, later.paused]).toEqual([1, false]);
  });

  it('doubles each further pause up to the cap, with no second notice in a day', () => {
    let { state } = fail(undefined, 10);
    let time = 9_000;
    const lengths: number[] = [];
    for (let pause = 2; pause <= 7; pause++) {
      time += pausedForMs(state, at(time));
      const outcome = afterFailedLogin(state, at(time), policy);
      expect([outcome.paused, outcome.notify]).toEqual([true, false]);
      lengths.push(pausedForMs(outcome.state, at(time)));
      state = outcome.state;
    }
    expect(lengths).toEqual([
      120_000,
      240_000,
      480_000,
      LOGIN_PAUSE_MAX_MS,
      LOGIN_PAUSE_MAX_MS,
      LOGIN_PAUSE_MAX_MS,
    ]);
  });

  it('counts an attempt that raced a pause without moving the pause', () => {
    const { state } = fail(undefined, 10);
    const raced = afterFailedLogin(state, at(9_500), policy);
    expect(raced.paused).toBe(false);
    expect(raced.state.pausedUntil).toEqual(state?.pausedUntil);
  });

  it('starts afresh once the episode is forgotten, and tells the owner again only after a day', () => {
    const { state } = fail(undefined, 10);
    const quiet = 9_000 + 60_000 + policy.windowMs + 1;
    const again = fail(state, 10, quiet);
    expect(again.outcomes.at(-1)?.paused).toBe(true);
    expect(pausedForMs(again.state, at(quiet + 9_000))).toBe(60_000);
    expect(again.outcomes.some((o) => o.notify)).toBe(false);
    const nextDay = fail(state, 10, LOGIN_PAUSE_NOTICE_EVERY_MS + 10_000);
    expect(nextDay.outcomes.at(-1)?.notify).toBe(true);
  });
});

describe('pauseLengthMs', () => {
  it('never pauses longer than the cap, or than a first pause configured above it', () => {
    expect(pauseLengthMs(policy, 100)).toBe(LOGIN_PAUSE_MAX_MS);
    expect(pauseLengthMs({ ...policy, firstPauseMs: 3_600_000 }, 3)).toBe(3_600_000);
  });
});
