#!/usr/bin/env bash
# Runs a command against Debian's PostgreSQL server: a throwaway cluster on 127.0.0.1, exported as DATABASE_URL.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
dir=$(mktemp -d /tmp/porchlight-pg-XXXXXX)
port=${PG_TEST_PORT:-55432}
chown postgres:postgres "$dir"
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
as_postgres "$bin/initdb" -D "$dir/data" --auth=trust --encoding=UTF8 -U postgres >/dev/null
as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=200 -c fsync=off" start >/dev/null
cleanup() { as_postgres "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true; rm -rf "$dir"; }
trap cleanup EXIT
echo "Debian PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
