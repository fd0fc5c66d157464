#!/usr/bin/env bash
# Makes sure what npm cannot install is present for the test suite: Debian's Chromium (browser tests),
# Radicale and Xandikos (two real CalDAV servers), python-dateutil (a reference for recurrences), HAProxy (the cluster test's load balancer) and a running
# PostgreSQL server (the production database path; the cluster test also runs its own with these binaries).
set -euo pipefail

need_apt=()
command -v chromium >/dev/null 2>&1 || [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need_apt+=(chromium)
command -v radicale >/dev/null 2>&1 || python3 -c 'import radicale' >/dev/null 2>&1 || need_apt+=(radicale)
command -v xandikos >/dev/null 2>&1 || python3 -c 'import xandikos' >/dev/null 2>&1 || need_apt+=(xandikos)
command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ] || need_apt+=(haproxy)
# python-dateutil: the independent reference the recurrence expansion is compared with.
python3 -c 'import dateutil.rrule' >/dev/null 2>&1 || need_apt+=(python3-dateutil)

if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing ${need_apt[*]} from Debian's packages..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
  else
    echo "The test suite needs: ${need_apt[*]}." >&2
    echo "Install them with: sudo apt-get install -y ${need_apt[*]}" >&2
    echo "(or set CHROMIUM_PATH to another Chromium binary)." >&2
    exit 1
  fi
fi

pg_url="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
pg_host=$(node -e 'const u=new URL(process.argv[1]);console.log(u.hostname)' "$pg_url")
pg_port=$(node -e 'const u=new URL(process.argv[1]);console.log(u.port||5432)' "$pg_url")
if ! pg_isready -q -h "$pg_host" -p "$pg_port" 2>/dev/null; then
  if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
    echo "Starting PostgreSQL..."
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || true
  fi
  for _ in $(seq 1 30); do
    pg_isready -q -h "$pg_host" -p "$pg_port" 2>/dev/null && break
    sleep 1
  done
  if ! pg_isready -q -h "$pg_host" -p "$pg_port" 2>/dev/null; then
    echo "PostgreSQL is not reachable at $pg_host:$pg_port." >&2
    echo "Start it (Debian: pg_ctlcluster --skip-systemctl-redirect \$(ls /etc/postgresql) main start)," >&2
    echo "or point TEST_DATABASE_URL at a server where the user may create databases." >&2
    exit 1
  fi
fi
