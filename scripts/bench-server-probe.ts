// The real server (apps/server/src/server.ts) with one addition for benchmarks: asked 'usage' over IPC,
// it answers its memory after a full garbage collection and the CPU time it has used, so a benchmark in
// another process can read the heap of the server it measures. Started by lib/server-process.ts with --expose-gc.
process.on('message', (question) => {
  if (question !== 'usage') return;
  globalThis.gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  const { user, system } = process.cpuUsage();
  process.send?.({ usage: { rss, heapUsed, external, cpuMs: (user + system) / 1000 } });
});

await import('../apps/server/src/server');

export {};
