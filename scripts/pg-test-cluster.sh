#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the test suites and prints its DATABASE_URL.
# Usage: scripts/pg-test-cluster.sh start|stop [dir] [port]
# pg_stat_statements is loaded (with planning times) so that `npm run bench` can print each statement's
# mean planning and execution time per scenario (docs/performance.md).
set -euo pipefail
cmd=${1:-start}
dir=${2:-/tmp/clinica-pg}
port=${3:-54329}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL server not found: apt-get install postgresql" >&2; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
case "$cmd" in
  start)
    if [ ! -f "$dir/PG_VERSION" ]; then
      mkdir -p "$dir"; [ "$(id -u)" = 0 ] && chown postgres "$dir"
      as_pg "$bin/initdb" -D "$dir" -U postgres -A trust --no-sync >/dev/null
    fi
    as_pg "$bin/pg_ctl" -D "$dir" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=top -c pg_stat_statements.track_planning=on" -l "$dir/log" -w start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_pg "$bin/pg_ctl" -D "$dir" -m fast -w stop >/dev/null || true
    ;;
esac
