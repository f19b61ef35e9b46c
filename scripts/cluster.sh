#!/usr/bin/env bash
# Clínica as several instances over one database (issue 51, decision 051, docs/operations.md):
# PostgreSQL ← pgbouncer (transaction pooling) ← two app instances ← nginx (round robin).
#
#   npm run cluster                      start everything, print the address, stop all on Ctrl-C
#   scripts/cluster.sh start             start everything in the background and return once it serves
#   scripts/cluster.sh stop              stop everything
#   scripts/cluster.sh restart a|b       one instance: out of nginx's rotation, SIGTERM (it drains), start it
#                                        again, wait until ready, back in rotation
#   scripts/cluster.sh instance NAME PORT [direct]
#                                        one more instance (direct: straight to PostgreSQL, no pgbouncer)
#   scripts/cluster.sh stop-instance NAME
#
# Ports (env): CLUSTER_PORT (nginx, 3650), CLUSTER_APP_PORTS ("3651 3652"), CLUSTER_BOUNCER_PORT (3660),
# CLUSTER_PG_PORT (54410). State in CLUSTER_DIR (/tmp/clinica-cluster). The demo clinic is seeded once by
# the first instance (CLUSTER_SEED_DEMO=0 to skip). PostgreSQL and pgbouncer refuse to run as root: as
# root they run as the `postgres` user, as scripts/pg-test-cluster.sh does.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cmd=${1:-run}
dir=${CLUSTER_DIR:-/tmp/clinica-cluster}
port=${CLUSTER_PORT:-3650}
read -r -a app_ports <<<"${CLUSTER_APP_PORTS:-3651 3652}"
bouncer_port=${CLUSTER_BOUNCER_PORT:-3660}
pg_port=${CLUSTER_PG_PORT:-54410}
seed=${CLUSTER_SEED_DEMO:-1}
names=(a b)

as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
pg_url="postgres://postgres@127.0.0.1:$pg_port/postgres"
owner_url="postgres://clinica_owner@127.0.0.1:$pg_port/clinica"
runtime_direct_url="postgres://clinica_runtime@127.0.0.1:$pg_port/clinica"
runtime_bouncer_url="postgres://clinica_runtime@127.0.0.1:$bouncer_port/clinica"

wait_ready() { # port [seconds]
  local deadline=$((SECONDS + ${2:-90}))
  until curl -fsS -o /dev/null "http://127.0.0.1:$1/api/ready" 2>/dev/null; do
    [ $SECONDS -lt $deadline ] || { echo "instance on port $1 not ready (see $dir/app-*.log)" >&2; return 1; }
    sleep 0.3
  done
}

start_postgres() {
  mkdir -p "$dir"
  "$root/scripts/pg-test-cluster.sh" start "$dir/pg" "$pg_port" >/dev/null
  # The two logins of decision 002: the owner migrates (directly), the runtime login serves (via pgbouncer).
  psql "$pg_url" -q -v ON_ERROR_STOP=1 <<'SQL'
select 'create role clinica_owner login createdb createrole' where not exists (select from pg_roles where rolname = 'clinica_owner') \gexec
select 'create role clinica_runtime login' where not exists (select from pg_roles where rolname = 'clinica_runtime') \gexec
select 'create database clinica owner clinica_owner' where not exists (select from pg_database where datname = 'clinica') \gexec
SQL
}

start_pgbouncer() {
  local b="$dir/pgbouncer"
  mkdir -p "$b"
  cat >"$b/pgbouncer.ini" <<INI
[databases]
clinica = host=127.0.0.1 port=$pg_port dbname=clinica

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $bouncer_port
unix_socket_dir = $b
pidfile = $b/pgbouncer.pid
logfile = $b/pgbouncer.log
; Local trust, like the test PostgreSQL; a real installation uses scram-sha-256 and auth_query.
auth_type = trust
auth_file = $b/userlist.txt
; A server connection is lent for one transaction: no session state may outlive one (decision 051).
pool_mode = transaction
default_pool_size = 20
max_client_conn = 500
server_reset_query =
ignore_startup_parameters = extra_float_digits,options
INI
  printf '"clinica_runtime" ""\n' >"$b/userlist.txt"
  [ "$(id -u)" = 0 ] && chown -R postgres "$b"
  as_pg /usr/sbin/pgbouncer -d -q "$b/pgbouncer.ini"
}

start_instance() { # name port [direct]
  local name=$1 p=$2 url=$runtime_bouncer_url seed_it=0
  [ "${3:-}" = direct ] && url=$runtime_direct_url
  [ "$name" = a ] && [ "$seed" = 1 ] && [ ! -f "$dir/seeded" ] && seed_it=1
  mkdir -p "$dir/data" "$dir/files"
  (
    cd "$root"
    NODE_ENV=production ALLOW_HTTP=1 PUBLIC_URL="http://127.0.0.1:$port" HOST=127.0.0.1 PORT="$p" \
      DATABASE_URL="$url" DATABASE_OWNER_URL="$owner_url" DATA_DIR="$dir/data" FILES_DIR="$dir/files" \
      TRUST_PROXY=127.0.0.1 SEED_DEMO=$seed_it LOG_LEVEL="${CLUSTER_LOG_LEVEL:-warn}" \
      exec node --import tsx apps/server/src/main.ts
  ) >>"$dir/app-$name.log" 2>&1 &
  echo $! >"$dir/app-$name.pid"
  wait_ready "$p" 120
  [ $seed_it = 1 ] && touch "$dir/seeded"
  return 0
}

stop_instance() { # name: SIGTERM, then wait for it to drain and exit
  local f="$dir/app-$1.pid"
  [ -f "$f" ] || return 0
  local pid
  pid=$(cat "$f")
  if kill -TERM "$pid" 2>/dev/null; then
    for _ in $(seq 1 150); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -f "$f"
}

nginx_cmd() { /usr/sbin/nginx -c "$dir/nginx/nginx.conf" -p "$dir/nginx" -e "$dir/nginx/error.log" "$@"; }

# The instances nginx sends requests to; the one named (if any) is marked `down`: out of rotation.
write_upstreams() { # [name out of rotation]
  local out="" i mark
  for i in "${!app_ports[@]}"; do
    mark=""
    if [ "${names[$i]}" = "${1:-}" ]; then mark=" down"; fi
    out+="server 127.0.0.1:${app_ports[$i]} max_fails=0$mark;"$'\n'
  done
  printf '%s' "$out" >"$dir/nginx/upstreams.conf"
}

# Reload nginx's configuration and wait until the workers of the previous one have finished the
# requests they held and exited: from then on no request is sent by the old list.
reload_nginx() {
  nginx_cmd -s reload
  local master
  master=$(cat "$dir/nginx/nginx.pid")
  sleep 0.2
  for _ in $(seq 1 100); do
    ps -o cmd= --ppid "$master" | grep -q 'shutting down' || return 0
    sleep 0.1
  done
}

start_nginx() {
  local n="$dir/nginx"
  mkdir -p "$n/tmp"
  write_upstreams
  cat >"$n/nginx.conf" <<CONF
worker_processes 1;
pid $n/nginx.pid;
error_log $n/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_max_body_size 25m;
  client_body_temp_path $n/tmp/body;
  proxy_temp_path $n/tmp/proxy;
  fastcgi_temp_path $n/tmp/fastcgi;
  uwsgi_temp_path $n/tmp/uwsgi;
  scgi_temp_path $n/tmp/scgi;
  # Round robin, no stickiness. max_fails=0: never marked down — a closed instance refuses the
  # connection at once and the request goes to the next (below), so an instance back from a restart
  # serves at once. No keepalive to the instances: every request opens its own connection, so none is
  # ever sent on a socket the instance is closing (decision 051). The list is upstreams.conf: a rolling
  # restart marks the instance it stops as down first (the restart command below).
  upstream clinica {
    include $n/upstreams.conf;
  }
  server {
    listen 127.0.0.1:$port;
    location / {
      proxy_pass http://clinica;
      # Only connection failures and timeouts before an answer: a request an instance received is never
      # sent twice (a booking or an invoice is not idempotent). nginx does not resend a POST that reached
      # an instance anyway unless told "non_idempotent".
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_set_header Host \$host;
      # Replaced, not appended: a client cannot choose the address the throttle keys on.
      proxy_set_header X-Forwarded-For \$remote_addr;
      proxy_set_header X-Forwarded-Proto \$scheme;
      proxy_set_header X-Request-Id \$request_id;
    }
  }
}
CONF
  nginx_cmd
}

stop_all() {
  [ -f "$dir/nginx/nginx.pid" ] && nginx_cmd -s quit 2>/dev/null || true
  for f in "$dir"/app-*.pid; do [ -f "$f" ] && stop_instance "$(basename "$f" .pid | sed 's/^app-//')"; done
  if [ -f "$dir/pgbouncer/pgbouncer.pid" ]; then kill "$(cat "$dir/pgbouncer/pgbouncer.pid")" 2>/dev/null || true; fi
  "$root/scripts/pg-test-cluster.sh" stop "$dir/pg" "$pg_port" || true
}

start_all() {
  for bin in /usr/sbin/nginx /usr/sbin/pgbouncer; do
    [ -x "$bin" ] || { echo "$bin not found: apt-get install nginx pgbouncer" >&2; exit 1; }
  done
  start_postgres
  start_pgbouncer
  # One after the other: the first migrates (and seeds the demo once); the others find nothing to do.
  # Started together they would migrate once too (the advisory lock), but the seed is not concurrent.
  for i in "${!app_ports[@]}"; do start_instance "${names[$i]}" "${app_ports[$i]}"; done
  start_nginx
}

case "$cmd" in
  start) start_all ;;
  stop) stop_all ;;
  restart)
    # Out of rotation first, so no request is sent to a closing listener (one accepted by the kernel
    # just before the close would be reset, and nginx does not resend a POST that was written), then
    # drained and stopped, started, ready, and back in rotation.
    i=0; [ "${2:?a or b}" = b ] && i=1
    if [ -f "$dir/nginx/nginx.pid" ]; then write_upstreams "$2"; reload_nginx; fi
    stop_instance "$2"
    start_instance "$2" "${app_ports[$i]}"
    if [ -f "$dir/nginx/nginx.pid" ]; then write_upstreams; reload_nginx; fi
    ;;
  instance) start_instance "${2:?name}" "${3:?port}" "${4:-}" ;;
  stop-instance) stop_instance "${2:?name}" ;;
  run)
    trap 'echo; echo "stopping…"; stop_all; exit 0' INT TERM
    start_all
    echo
    echo "Clínica cluster: http://127.0.0.1:$port  (nginx → instances on ${app_ports[*]} → pgbouncer :$bouncer_port → PostgreSQL :$pg_port)"
    echo "Logs and state in $dir. Ctrl-C stops everything."
    while true; do sleep 3600 & wait $!; done
    ;;
  *) echo "usage: $0 [run|start|stop|restart a|b|instance NAME PORT [direct]]" >&2; exit 2 ;;
esac
