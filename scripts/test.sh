#!/usr/bin/env bash
# npm test: every layer CI runs, in order; installs what a fresh Debian machine lacks.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp && rm -f .tmp/*.json
failed=()
timings=()
run_started=$SECONDS

# Runs one layer and records its duration, so the closing summary shows where CI's time goes.
step() {
  local name=$1; shift
  local started=$SECONDS
  echo; echo "=== $name"
  if ! "$@"; then failed+=("$name"); fi
  local took=$((SECONDS - started))
  timings+=("$(printf '%-22s %4d:%02d' "$name" $((took / 60)) $((took % 60)))")
  echo "=== $name took $((took / 60))m $((took % 60))s"
}

need_apt=()
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
# The same engine without the desktop browser around it: e2e's journeys run in it (e2e/playwright.config.ts).
command -v chromium-headless-shell >/dev/null 2>&1 || need_apt+=(chromium-headless-shell)
ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || need_apt+=(postgresql)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "Installing ${need_apt[*]} from Debian"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi
[ -d node_modules ] || npm install --no-audit --no-fund

step typecheck npm run --silent typecheck
step lint npm run lint --silent
step unit npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=.tmp/unit.json
step api-embedded npx vitest run --project api --reporter=default --reporter=json --outputFile.json=.tmp/api.json
step build npm run --silent build
step size node scripts/size.mjs --no-build
step e2e env PLAYWRIGHT_JSON_OUTPUT_FILE="$PWD/.tmp/e2e.json" npx playwright test -c e2e/playwright.config.ts
# Debian's PostgreSQL server: what differs between servers (vitest.config.ts, SERVER_COMPATIBILITY_TESTS).
step api-postgres-server bash scripts/debian-postgres.sh \
  npx vitest run --project api-postgres-server --reporter=default --reporter=json --outputFile.json=.tmp/api-debian.json

echo; echo "Step durations (total $(((SECONDS - run_started) / 60))m $(((SECONDS - run_started) % 60))s):"
printf '  %s\n' "${timings[@]}"
node scripts/lib/test-summary.mjs .tmp/unit.json .tmp/api.json .tmp/e2e.json .tmp/api-debian.json
if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed steps: ${failed[*]}"
  exit 1
fi
