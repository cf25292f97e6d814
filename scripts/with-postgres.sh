#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster on 127.0.0.1, with DATABASE_URL set.
# Uses Debian's PostgreSQL (apt-get install -y postgresql); the cluster lives in a temp folder.
set -euo pipefail
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  echo "PostgreSQL is not installed: apt-get install -y postgresql" >&2
  exit 1
fi
# A free port unless one is given: a cluster left by another run must not stop this one.
port=${PG_TEST_PORT:-$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}
data_dir=$(mktemp -d /tmp/motor-pg-XXXXXX)
run_as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" = 0 ]; then chown postgres "$data_dir"; fi
stop() {
  run_as_postgres "$pg_bin/pg_ctl" -D "$data_dir" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$data_dir"
}
trap stop EXIT
run_as_postgres "$pg_bin/initdb" -D "$data_dir" -U postgres -A trust --no-sync >/dev/null
if ! run_as_postgres "$pg_bin/pg_ctl" -D "$data_dir" -l "$data_dir/server.log" -w \
  -o "-h 127.0.0.1 -p $port -k $data_dir -c fsync=off -c max_connections=200" start >/dev/null; then
  cat "$data_dir/server.log" >&2
  exit 1
fi
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
