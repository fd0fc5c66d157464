#!/usr/bin/env bash
# The unit and API tests (embedded PGlite) with every test process's clock starting at an awkward instant
# and running on from there: a minute before a year ends, a minute before Europe's spring-forward, a
# minute before a week starts (late Sunday UTC). A test that passes here and fails there depends on the
# wall clock. Needs Debian's faketime package; the CalDAV servers the tests start keep the real clock.
#   bash scripts/awkward-clock.sh                         # the three instants below
#   bash scripts/awkward-clock.sh "2027-10-31 00:59:30"   # instants of your own (UTC)
set -euo pipefail
cd "$(dirname "$0")/.."

lib="$(dpkg -L libfaketime 2>/dev/null | grep 'libfaketimeMT\.so\.1$' | head -n 1 || true)"
if [ -z "$lib" ]; then
  echo "scripts/awkward-clock.sh needs libfaketime: apt-get install -y faketime" >&2
  exit 1
fi
if [ "$#" -eq 0 ]; then
  set -- "2026-12-31 23:58:30" "2027-03-28 00:58:30" "2026-11-29 23:58:30"
fi

status=0
for instant in "$@"; do
  printf '\n\033[1m== Unit and API tests, clocks starting at %s UTC\033[0m\n' "$instant"
  env -u TEST_DATABASE_URL TZ=UTC FAKETIME="@$instant" LD_PRELOAD="$lib" npx vitest run || status=1
done
exit "$status"
