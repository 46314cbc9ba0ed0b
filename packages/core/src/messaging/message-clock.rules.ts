/**
 * The message clock (docs/plans/reminders.md §5.6): a provider's "now" for automatic messages is real time
 * plus the provider's test offset, and the offset exists only where no message can reach a real person.
 */

export const MESSAGE_CLOCK_MAX_HOURS = 2160;

export interface MessageClockSetting {
  /** MESSAGE_TEST_CLOCK as set: true, false, or unset. */
  setting: boolean | undefined;
  /** Mail goes to the built-in mailbox folder (no SMTP_URL). */
  builtinMail: boolean;
  /** Texts go to the built-in folder (no Twilio). */
  builtinSms: boolean;
  nodeEnv: 'development' | 'production' | 'test';
}

export type MessageClockDecision = { allowed: boolean } | { refused: string };

/**
 * Unset: on exactly while mail and texts stay on this machine. true: also with SMTP or Twilio, but only
 * under NODE_ENV=test (the API tests' doubles); elsewhere the server refuses to start.
 */
export function messageClockDecision(config: MessageClockSetting): MessageClockDecision {
  const builtin = config.builtinMail && config.builtinSms;
  if (config.setting === false) return { allowed: false };
  if (config.setting === undefined) return { allowed: builtin };
  if (builtin || config.nodeEnv === 'test') return { allowed: true };
  return {
    refused:
      'MESSAGE_TEST_CLOCK: the message clock would send real e-mail or texts at test times; unset it where SMTP_URL or TWILIO_* are set',
  };
}

/** The provider's message time. */
export function messageClockNow(realNow: Date, offsetMs: number): Date {
  return new Date(realNow.getTime() + offsetMs);
}

/** When the job for a message due at `dueAt` (message time) runs in real time: never in the past. */
export function jobRunAt(dueAt: Date, offsetMs: number, realNow: Date): Date {
  return new Date(Math.max(realNow.getTime(), dueAt.getTime() - offsetMs));
}

/** The offset after moving the clock `hours` forward. */
export function movedOffset(offsetMs: number, hours: number): number {
  return offsetMs + hours * 60 * 60_000;
}
