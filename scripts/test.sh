#!/usr/bin/env bash
# The whole test suite, as CI runs it: static checks, unit and API tests on the embedded database and on
# a PostgreSQL server, the engine under several process time zones, then browser tests on the built app.
set -euo pipefail
cd "$(dirname "$0")/.."

export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "System services (Chromium, Radicale, PostgreSQL)"
bash scripts/ensure-test-services.sh

step "Lint, format and types"
npx eslint . --max-warnings 0
npx prettier --check . --log-level warn
node scripts/typecheck.mjs

step "Unit and API tests (embedded PGlite)"
env -u TEST_DATABASE_URL npx vitest run

step "API tests on PostgreSQL ($TEST_DATABASE_URL)"
npx vitest run --project server

if [ -f packages/engine/test-timezones.sh ]; then
  step "Engine under several process time zones"
  bash packages/engine/test-timezones.sh
fi

step "Browser tests (Debian Chromium)"
npm run build --silent
npm test -w @overlap/e2e

step "All tests passed"
