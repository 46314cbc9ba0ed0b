/**
 * Makes zod jitless before it loads, without loading it: zod keeps its global config on
 * `globalThis.__zod_globalConfig` and adopts one that is already there. Pages run under a CSP that
 * forbids eval, and zod's compiled parsers would probe for it with `new Function` on their first object
 * schema, which the browser reports as a violation even when caught.
 */
export function makeZodJitless(): void {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
