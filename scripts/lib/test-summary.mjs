// Adds up the JSON reports of Vitest and Playwright into one closing line: "N passed, N failed".
// Browser tests that passed only on their retry count as passed and are named above it, so they are seen.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
const flaky = [];

/** Playwright's suites nest; each spec holds one test per project. */
function collectFlaky(suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status === 'flaky')
        flaky.push(`[${test.projectName}] ${spec.file}:${spec.line} ${spec.title}`);
    }
  }
  for (const child of suite.suites ?? []) collectFlaky(child);
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    for (const suite of report.suites ?? []) collectFlaky(suite);
  } else {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
}
console.log(`\nFlaky (passed only on retry): ${flaky.length}`);
for (const test of flaky) console.log(`  ${test}`);
console.log(`\n${passed} passed, ${failed} failed`);
