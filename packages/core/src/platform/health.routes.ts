import { defineRoute } from './route';

/** Liveness: the process answers (no database call, so a database outage never restarts every process). */
export const checkHealthRoute = defineRoute({ method: 'GET', path: '/health', access: { kind: 'public' } });

/** Readiness: the database answers and has every migration this code ships; 503 while shutting down. */
export const checkReadyRoute = defineRoute({ method: 'GET', path: '/ready', access: { kind: 'public' } });
