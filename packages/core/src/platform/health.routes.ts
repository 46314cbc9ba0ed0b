import { defineRoute } from './route';

export const checkHealthRoute = defineRoute({ method: 'GET', path: '/health', access: { kind: 'public' } });
