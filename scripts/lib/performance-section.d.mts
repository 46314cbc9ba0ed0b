/** Types of performance-section.mjs for the TypeScript benchmarks. */
export const PERFORMANCE_REPORT: string;
export function writePerformanceSection(name: string, body: string): string;
