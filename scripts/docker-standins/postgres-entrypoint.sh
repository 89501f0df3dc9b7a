#!/usr/bin/env bash
# The PostgreSQL stand-in's entrypoint (build-postgres-standin.sh): the part
# of the official image's docker-entrypoint.sh that docker-compose.postgres.yml
# relies on. On the first start only (PGDATA without PG_VERSION) it runs
# initdb with POSTGRES_USER as the superuser and POSTGRES_PASSWORD as its
# password, creates POSTGRES_DB, and asks for a password (scram-sha-256) on
# every TCP connection from beyond the container; then it runs the server as
# `postgres`, listening on every address, port 5432. No initdb.d scripts,
# no POSTGRES_HOST_AUTH_METHOD, no POSTGRES_INITDB_ARGS.
set -euo pipefail

if [ "${1:-}" = postgres ] && [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi

if [ "${1:-}" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?the database is not initialised and POSTGRES_PASSWORD is empty: set it}"
  user="${POSTGRES_USER:-postgres}"
  db="${POSTGRES_DB:-$user}"
  initdb --username="$user" --pwfile=<(printf '%s\n' "$POSTGRES_PASSWORD") \
    --encoding=UTF8 --locale=C.UTF-8 -D "$PGDATA"
  echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
  # initdb trusts the socket and loopback; everyone else gives the password.
  echo 'host all all all scram-sha-256' >> "$PGDATA/pg_hba.conf"
  # The set-up server has no TCP and its socket elsewhere, so a healthcheck's
  # pg_isready answers only once the real server is up.
  setup_socket="$(mktemp -d)"
  pg_ctl -D "$PGDATA" -w -o "-c listen_addresses='' -c unix_socket_directories=$setup_socket" start
  if [ "$db" != postgres ]; then
    psql -v ON_ERROR_STOP=1 -h "$setup_socket" -U "$user" -d postgres --no-psqlrc -v db="$db" <<<'create database :"db";'
  fi
  pg_ctl -D "$PGDATA" -m fast -w stop
  rmdir "$setup_socket"
  echo "PostgreSQL init process complete; ready for start up."
fi

exec "$@"
