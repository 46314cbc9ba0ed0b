#!/usr/bin/env bash
# Type-check every workspace project; TypeScript 7 is fast enough to check them one by one.
set -euo pipefail
cd "$(dirname "$0")/.."
for project in packages/core packages/postgres-launcher packages/zip-codes packages/artwork packages/db packages/backup apps/server apps/web e2e scripts; do
  npx tsc -p "$project"
done
