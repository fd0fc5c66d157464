#!/usr/bin/env bash
# The whole test suite, as CI runs it: static checks, unit and API tests on the embedded database and on
# a PostgreSQL server (the engine in a different process time zone each time), then the built server as
# a cluster behind HAProxy, then browser tests on the built app.
# It runs on Node.js 24 LTS, with the API tests on PostgreSQL and the server, engine and contracts unit tests
# again on Node.js 26 (the web app's unit tests run once: its code runs in browsers, not on Node): both
# are the official binaries the npm registry carries (scripts/node-lts.sh), whatever Node runs npm.
set -euo pipefail
cd "$(dirname "$0")/.."

export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
# Each step says how long the one before it took, so CI's log shows where the suite's time goes.
step_name=''
step_began=$SECONDS
step() {
  if [ -n "$step_name" ]; then
    printf '(%s: %d min %d s)\n' "$step_name" $(((SECONDS - step_began) / 60)) $(((SECONDS - step_began) % 60))
  fi
  step_name="$1"
  step_began=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}

step "System services (Chromium, Radicale, Xandikos, python-dateutil, HAProxy, PostgreSQL)"
bash scripts/ensure-test-services.sh

step "Node.js 24 and 26 (official binaries from the npm registry)"
node24_bin="$(bash scripts/node-lts.sh 24)"
node26_bin="$(bash scripts/node-lts.sh 26)"
export PATH="$node24_bin:$PATH"
echo "suite: $(node --version); second runtime: $("$node26_bin/node" --version)"

step "Lint, format and types"
# Lint and format run beside the type checks, which leave a processor free while the longest project is
# checked; their output is printed once they end. The caches in node_modules/.cache help only a checkout
# that keeps them.
lint_log="$(mktemp)"
trap 'rm -f "$lint_log"' EXIT
(
  npx eslint . --max-warnings 0 --cache --cache-location node_modules/.cache/eslint/ &&
    npm run lint:deps --silent &&
    npm run lint:size --silent &&
    npm run client:check --silent &&
    npx prettier --check . --log-level warn --cache
) >"$lint_log" 2>&1 &
lint_pid=$!
types_status=0
node scripts/typecheck.mjs || types_status=$?
lint_status=0
wait "$lint_pid" || lint_status=$?
cat "$lint_log"
if [ "$lint_status" -ne 0 ] || [ "$types_status" -ne 0 ]; then
  echo "Lint, format or types failed (see above)." >&2
  exit 1
fi

# Each Node version runs every project once, but the web app's, which runs on Node 24 only: Node's version
# does not change browser code, and it is the largest project after the server. The engine's processes get an awkward zone in each run
# (half-hour offset; the date line), so they need no runs of their own for time zones.
step "Unit and API tests (embedded PGlite; engine under TZ=Pacific/Apia)"
env -u TEST_DATABASE_URL ENGINE_TEST_TZ=Pacific/Apia npx vitest run

step "API tests on PostgreSQL ($TEST_DATABASE_URL) and unit tests but the web app's, on Node.js 26 (engine under TZ=America/St_Johns)"
PATH="$node26_bin:$PATH" ENGINE_TEST_TZ=America/St_Johns npx vitest run --project '!web'

step "Engine output byte-identical under several process time zones"
bash packages/engine/test-timezones.sh

npm run build --silent

step "Cluster: three built servers behind HAProxy on one PostgreSQL (journey and faults)"
npx vitest run --config apps/server/test/cluster/vitest.config.ts

step "Browser tests (Debian Chromium)"
npm test -w @overlap/e2e

step "All tests passed"
printf '(whole suite: %d min)\n' $((SECONDS / 60))
