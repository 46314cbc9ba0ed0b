import { AsyncLocalStorage } from 'node:async_hooks';
import type { Principal } from '../identity/principal';

/**
 * Whether the reads of the request being answered may come from a replica, a moment behind the primary.
 * Only visitors' may: a signed-in person (an owner after an edit, a hub client after a payment, someone
 * booking) may be reading their own write, which a replica may not have yet. Outside any request (jobs,
 * the outbox) nothing may.
 */
const replicaAllowed = new AsyncLocalStorage<boolean>();

/** Runs a route handler with its caller's freshness (endpoint-route.ts, the one place every API call passes). */
export function answeringFor<T>(principal: Principal, handle: () => T): T {
  return replicaAllowed.run(principal.kind === 'anonymous', handle);
}

export function mayReadFromReplica(): boolean {
  return replicaAllowed.getStore() === true;
}
