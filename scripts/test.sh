#!/usr/bin/env bash
# The whole test suite, as CI runs it: static checks, unit and API tests on the embedded database and on
# a PostgreSQL server, the engine under several process time zones, then browser tests on the built app.
# It runs on Node.js 24 LTS, with the API tests on PostgreSQL and the unit tests again on Node.js 26: both
# are the official binaries the npm registry carries (scripts/node-lts.sh), whatever Node runs npm.
set -euo pipefail
cd "$(dirname "$0")/.."

export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "System services (Chromium, Radicale, Xandikos, PostgreSQL)"
bash scripts/ensure-test-services.sh

step "Node.js 24 and 26 (official binaries from the npm registry)"
node24_bin="$(bash scripts/node-lts.sh 24)"
node26_bin="$(bash scripts/node-lts.sh 26)"
export PATH="$node24_bin:$PATH"
echo "suite: $(node --version); second runtime: $("$node26_bin/node" --version)"

step "Lint, format and types"
npx eslint . --max-warnings 0
npx prettier --check . --log-level warn
node scripts/typecheck.mjs

step "Unit and API tests (embedded PGlite)"
env -u TEST_DATABASE_URL npx vitest run

step "API tests on PostgreSQL ($TEST_DATABASE_URL), on Node.js 26"
PATH="$node26_bin:$PATH" npx vitest run --project server

step "Unit tests on Node.js 26 (engine, contracts, web)"
PATH="$node26_bin:$PATH" npx vitest run --project engine --project contracts --project web

if [ -f packages/engine/test-timezones.sh ]; then
  step "Engine under several process time zones"
  bash packages/engine/test-timezones.sh
fi

step "Browser tests (Debian Chromium)"
npm run build --silent
npm test -w @overlap/e2e

step "All tests passed"
