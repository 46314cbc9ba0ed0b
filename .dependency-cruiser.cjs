// The layers and their rules (ARCHITECTURE.md, "Layers"), checked by `npm run lint` and so by CI:
// an import may point down or sideways, never up.
//
//   apps/web ───────────────┐           apps/server: app.ts, server.ts (entry points)
//                           │              └ composition/  wiring: Fastify plugins, services, routes
//                           │                  └ modules/  the domain: services, repositories, routes
//                           │                      └ adapters/  mail, SMS, storage, places, AI, geocoding
//                           └──────────────────────────┴ packages/core (rules), packages/db (schema) …
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-stands-alone',
      comment: 'packages/core is shared by the browser and the server: it imports no other workspace.',
      severity: 'error',
      from: { path: '^packages/core/src' },
      to: { path: '^(packages/(?!core/)[^/]+|apps|e2e|scripts)/' },
    },
    {
      name: 'packages-below-apps',
      comment: 'Packages never import an app, a test layer or a script.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(apps|e2e|scripts)/' },
    },
    {
      name: 'web-through-the-api',
      comment:
        'The web app reaches data through the API (lib/server-api.ts in process), never the server or the database.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^(apps/server|packages/(?!core/)[^/]+)/' },
    },
    {
      name: 'web-without-temporal',
      comment:
        "Visitors pay for every kilobyte: Temporal and rrule-temporal (scheduling's time rules in core) run on the server; the browser formats with Intl and sends wall times.",
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '(^|/)node_modules/(temporal-polyfill|rrule-temporal)/', reachable: true },
    },
    {
      name: 'server-not-web',
      comment: 'The server hosts the web build through Next, never its source.',
      severity: 'error',
      from: { path: '^apps/server/src' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'modules-below-composition',
      comment:
        'Domain modules never import the composition root (composition/) or the entry points: services get what they need as arguments.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/(composition/|app\\.ts$|server\\.ts$|demo-seed\\.ts$)' },
    },
    {
      name: 'adapters-below-modules',
      comment:
        'Adapters talk to the outside world for the modules: they import no module, no wiring, no entry point.',
      severity: 'error',
      from: { path: '^apps/server/src/adapters/' },
      to: { path: '^apps/server/src/(modules|composition)/|^apps/server/src/(app|server|demo-seed)\\.ts$' },
    },
    {
      name: 'job-queue-behind-adapter',
      comment:
        'graphile-worker is the job queue adapter: modules add jobs by SQL (platform/job-queue.repository.ts); only the adapter runs them and migrate.ts makes its schema.',
      severity: 'error',
      from: { pathNot: '^(apps/server/src/adapters/job-queue\\.ts|packages/db/src/migrate\\.ts)$' },
      to: { path: '(^|/)node_modules/graphile-worker/' },
    },
    {
      name: 'segments-server-only',
      comment:
        "sms-segments-calculator counts a text's segments for the message preview on the server (messaging/message-preview.ts); the browser shows the answer.",
      severity: 'error',
      from: { pathNot: '^apps/server/src/modules/messaging/message-preview\\.ts$' },
      to: { path: '(^|/)node_modules/sms-segments-calculator/' },
    },
    {
      name: 'no-seed-in-the-server',
      comment:
        'Seed code is for the demo seed step and tests only (apps/server/src/demo-seed.ts is its entry).',
      severity: 'error',
      from: { path: '^apps/server/src/(?!demo-seed\\.ts$)', pathNot: '\\.test\\.ts$' },
      to: { path: '^packages/db/src/seed/' },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API yet: swc parses the sources.
    parser: 'swc',
    // swc keeps type-only imports in the graph, so 'import type' counts as an import too.
    tsPreCompilationDeps: false,
    doNotFollow: { path: 'node_modules' },
    // Packages stay out of the graph, but for those a rule names ('web-without-temporal'); so do the
    // builds of the workspaces (apps/server/dist, apps/web/.next), not a package's own dist.
    exclude: {
      path: [
        '(^|/)node_modules/(?!(temporal-polyfill|rrule-temporal|graphile-worker)/)',
        '^(apps|packages)/[^/]+/(dist|\\.next)/',
        '\\.d\\.m?ts$',
      ],
    },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default'],
    },
    // The web app's '@/' alias; every other workspace imports by package name or relative path.
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
  },
};
