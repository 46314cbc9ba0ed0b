/**
 * Queue tasks that are added by SQL `add_job` from outside the server (the demo seed, a restore) as well as
 * run by it, so their names live once here, below all three.
 */

/** Plans a provider's automatic messages again from its records (server: messaging/rearm-messages.ts). */
export const REARM_MESSAGES_TASK = 'rearm-messages';
