// The container's command (Dockerfile): the demo seed step when SEED_DEMO is on, then the server, from the
// bundle that `npm run build` made. npm start does the same after building what changed.
import { serve } from './lib/run-server.mjs';

process.exit(await serve());
