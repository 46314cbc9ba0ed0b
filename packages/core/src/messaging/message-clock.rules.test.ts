import { describe, expect, it } from 'vitest';
import { jobRunAt, messageClockDecision, messageClockNow, movedOffset } from './message-clock.rules';

describe('the message clock', () => {
  const builtin = { builtinMail: true, builtinSms: true, nodeEnv: 'production' as const };

  it('is on by default only while mail and texts stay on this machine', () => {
    expect(messageClockDecision({ ...builtin, setting: undefined })).toEqual({ allowed: true });
    expect(messageClockDecision({ ...builtin, builtinMail: false, setting: undefined })).toEqual({
      allowed: false,
    });
    expect(messageClockDecision({ ...builtin, builtinSms: false, setting: undefined })).toEqual({
      allowed: false,
    });
    expect(messageClockDecision({ ...builtin, setting: false })).toEqual({ allowed: false });
  });

  it('refuses to start when forced on with real mail or texts, except under tests', () => {
    expect(messageClockDecision({ ...builtin, builtinSms: false, setting: true })).toEqual({
      refused: expect.stringMatching(/^MESSAGE_TEST_CLOCK: /),
    });
    expect(messageClockDecision({ ...builtin, builtinMail: false, setting: true, nodeEnv: 'test' })).toEqual({
      allowed: true,
    });
  });

  it('adds the offset to real time and runs jobs at the real time that reaches it, never in the past', () => {
    const real = new Date('2026-06-01T12:00:00Z');
    const offset = movedOffset(0, 24);
    expect(messageClockNow(real, offset)).toEqual(new Date('2026-06-02T12:00:00Z'));
    expect(jobRunAt(new Date('2026-06-03T12:00:00Z'), offset, real)).toEqual(
      new Date('2026-06-02T12:00:00Z'),
    );
    expect(jobRunAt(new Date('2026-06-01T13:00:00Z'), offset, real)).toEqual(real);
  });
});
