#!/usr/bin/env bash
# Checks that a fixed ranking is byte-identical under several process time zones: the engine must not
# depend on the machine's own zone. The engine's tests themselves run in such zones within the suite's
# Vitest runs (ENGINE_TEST_TZ in scripts/test.sh), once per Node version, not once more per zone here.
set -euo pipefail
cd "$(dirname "$0")/../.."

zones=(UTC Pacific/Apia America/St_Johns)
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

for zone in "${zones[@]}"; do
  TZ="$zone" npx tsx packages/engine/test/print-fixture.ts > "$tmp/${zone//\//_}.json"
done

reference="$tmp/UTC.json"
if [ ! -s "$reference" ]; then
  echo "determinism check: no output under TZ=UTC" >&2
  exit 1
fi
for zone in "${zones[@]}"; do
  if ! cmp -s "$reference" "$tmp/${zone//\//_}.json"; then
    echo "determinism check: output under TZ=$zone differs from TZ=UTC" >&2
    exit 1
  fi
done
echo "== determinism: identical output under ${zones[*]} ($(wc -c < "$reference") bytes)"
