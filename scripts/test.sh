#!/usr/bin/env bash
# npm test: every layer CI runs, in order; installs what a fresh Debian machine lacks.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp && rm -f .tmp/*.json
failed=()

step() {
  local name=$1; shift
  echo; echo "=== $name"
  if ! "$@"; then failed+=("$name"); fi
}

need_apt=()
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || need_apt+=(postgresql)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "Installing ${need_apt[*]} from Debian"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi
[ -d node_modules ] || npm install --no-audit --no-fund

step typecheck npm run --silent typecheck
step lint npx biome check .
step unit npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=.tmp/unit.json
step api-embedded npx vitest run --project api --reporter=default --reporter=json --outputFile.json=.tmp/api.json
step build npm run --silent build
step size node scripts/size.mjs --no-build
step e2e env PLAYWRIGHT_JSON_OUTPUT_FILE="$PWD/.tmp/e2e.json" npx playwright test -c e2e/playwright.config.ts
step api-debian-postgres bash scripts/debian-postgres.sh \
  npx vitest run --project api --reporter=default --reporter=json --outputFile.json=.tmp/api-debian.json

node scripts/lib/test-summary.mjs .tmp/unit.json .tmp/api.json .tmp/e2e.json .tmp/api-debian.json
if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed steps: ${failed[*]}"
  exit 1
fi
