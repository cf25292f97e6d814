#!/usr/bin/env bash
# The built server runs with the production dependencies alone (issue 30 item 8): builds the app
# and the server as `npm start` does, copies the build with package.json and package-lock.json to
# an empty folder, installs with `npm ci --omit=dev`, runs `npm run serve` there and asks it for the
# app's page and the API's session status. Needs the npm registry (as `npm ci` does); .ci/run runs it.
# Usage: bash scripts/serve-production.sh [port]   (default 8099)
set -euo pipefail
cd "$(dirname "$0")/.."
port="${1:-8099}"
work="$(mktemp -d)"
server=""
cleanup() {
  # The server runs in a process group of its own (setsid): npm, and node under it, end together.
  if [ -n "$server" ]; then kill -- "-$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

node --input-type=module -e '
import { build } from "vite";
await build({ logLevel: "warn" });
await build({
  logLevel: "warn",
  build: { ssr: "pageServer/main.ts", outDir: "dist/server", emptyOutDir: true, sourcemap: true },
});'
cp -r dist package.json package-lock.json "$work/"
(cd "$work" && npm ci --omit=dev --no-audit --no-fund --ignore-scripts >/dev/null)
# (TypeScript may come along: it is valibot's optional peer, which npm installs with the lock.)
if [ -d "$work/node_modules/vite" ] || [ -d "$work/node_modules/vitest" ]; then
  echo "npm ci --omit=dev installed development tools" >&2
  exit 1
fi
setsid bash -c 'cd "$1" && DATA_DIR="$1/.data" PORT="$2" exec npm run --silent serve' _ "$work" "$port" \
  >"$work/serve.log" 2>&1 &
server=$!
for _ in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$port/api/privat/forsikring/auth/session-status" >/dev/null 2>&1; then
    break
  fi
  if ! kill -0 "$server" 2>/dev/null; then
    cat "$work/serve.log" >&2
    echo "npm run serve stopped with the production dependencies only" >&2
    exit 1
  fi
  sleep 1
done
status="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/privat/forsikring/motor/bil/")"
if [ "$status" != "200" ]; then
  cat "$work/serve.log" >&2
  echo "the app's page answered $status" >&2
  exit 1
fi
echo "npm ci --omit=dev && npm run serve: the built app and the sandbox API answer."
