/** Types of data-dir.mjs for the TypeScript benchmarks. */
export function createDataDir(prefix: string): string;
export function removeDataDir(dataDir: string): void;
