/**
 * Failed logins per account (issue 30 item 4, docs/decisions.md "Throttling"): after `failures` wrong
 * passwords within `windowMs`, logins with that e-mail address pause for `firstPauseMs`; each further
 * failure after a pause, while the episode is remembered, pauses twice as long, up to LOGIN_PAUSE_MAX_MS.
 * A pause always ends by itself, and a successful login forgets the episode.
 */

/** The longest single pause: long enough to make guessing slow, short enough that nobody is locked out for long. */
export const LOGIN_PAUSE_MAX_MS = 15 * 60_000;
/** The owner hears about paused logins at most once in this long, however often an attacker pauses them. */
export const LOGIN_PAUSE_NOTICE_EVERY_MS = 24 * 3_600_000;

export interface LoginThrottlePolicy {
  /** Failures within the window that pause the account. */
  failures: number;
  /** The observation window, from the first failure; also how long an episode is remembered after a pause. */
  windowMs: number;
  /** The first pause; doubled for each further one. */
  firstPauseMs: number;
}

export interface LoginThrottleState {
  failures: number;
  /** Pauses in this episode. */
  pauses: number;
  /** When the episode is forgotten (failures and pauses start again from zero). */
  windowEndsAt: Date;
  pausedUntil: Date | null;
  /** When the owner was last told; kept across episodes. */
  notifiedAt: Date | null;
}

/** How long logins stay paused from `now`, in milliseconds (0: not paused). */
export function pausedForMs(state: LoginThrottleState | undefined, now: Date): number {
  const until = state?.pausedUntil?.getTime() ?? 0;
  return Math.max(0, until - now.getTime());
}

/** The n-th pause of an episode (1-based): the first pause, doubled each time, at most LOGIN_PAUSE_MAX_MS. */
export function pauseLengthMs(policy: LoginThrottlePolicy, pause: number): number {
  const cap = Math.max(LOGIN_PAUSE_MAX_MS, policy.firstPauseMs);
  return Math.min(cap, policy.firstPauseMs * 2 ** Math.min(pause - 1, 30));
}

/**
 * One more failed login. `paused` when this failure starts a pause; `notify` when the owner should be
 * told (the first pause in LOGIN_PAUSE_NOTICE_EVERY_MS).
 */
export function afterFailedLogin(
  previous: LoginThrottleState | undefined,
  now: Date,
  policy: LoginThrottlePolicy,
): { state: LoginThrottleState; paused: boolean; notify: boolean } {
  const time = now.getTime();
  const current: LoginThrottleState =
    previous && previous.windowEndsAt.getTime() > time
      ? previous
      : {
          failures: 0,
          pauses: 0,
          windowEndsAt: new Date(time + policy.windowMs),
          pausedUntil: null,
          notifiedAt: previous?.notifiedAt ?? null,
        };
  const failures = current.failures + 1;
  // Still paused (an attempt that started before the pause did): counted, the pause left as it is.
  if (failures < policy.failures || pausedForMs(current, now) > 0)
    return { state: { ...current, failures }, paused: false, notify: false };

  const pauses = current.pauses + 1;
  const pausedUntil = new Date(time + pauseLengthMs(policy, pauses));
  const windowEndsAt = new Date(
    Math.max(current.windowEndsAt.getTime(), pausedUntil.getTime() + policy.windowMs),
  );
  const notify =
    current.notifiedAt === null || time - current.notifiedAt.getTime() >= LOGIN_PAUSE_NOTICE_EVERY_MS;
  return {
    state: { failures, pauses, windowEndsAt, pausedUntil, notifiedAt: notify ? now : current.notifiedAt },
    paused: true,
    notify,
  };
}
