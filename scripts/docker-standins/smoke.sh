#!/usr/bin/env bash
# Runs the compose stack and checks what an operator relies on: the site is
# healthy, every port is bound to 127.0.0.1, a contact post reaches the mail
# catcher, and with the catcher stopped a post waits in the outbox, survives a
# restart of the site, and arrives beside the earlier mail once the catcher is
# back. Works with real Mailpit or the stand-in (both answer /api/v1/messages
# with a `total`). Needs a running Docker engine and docker-compose.
# WITH_POSTGRES=1 adds docker-compose.postgres.yml (FORM_SECRET and
# POSTGRES_PASSWORD are made up unless set) and checks as well that the
# waiting post is a row in PostgreSQL, that the data volume holds no site.db,
# that a newsletter sign-up lands in PostgreSQL's `subscribers`, and that no
# port of PostgreSQL is published. Its project is `sitesmoke-pg` by default,
# so no volume of a SQLite run is reused.
# Leaves the stack running; `docker-compose -p "$PROJECT" down -v` removes it
# (the ports are the same in both modes: remove one stack before the other).
set -euo pipefail
cd "$(dirname "$0")/../.."
files=(-f docker-compose.yml)
if [ "${WITH_POSTGRES:-0}" = 1 ]; then
  files+=(-f docker-compose.postgres.yml)
  PROJECT="${PROJECT:-sitesmoke-pg}"
  FORM_SECRET="${FORM_SECRET:-$(node -p 'require("crypto").randomBytes(32).toString("base64")')}"
  POSTGRES_PASSWORD="${POSTGRES_PASSWORD:-$(node -p 'require("crypto").randomBytes(16).toString("hex")')}"
  export FORM_SECRET POSTGRES_PASSWORD
fi
PROJECT="${PROJECT:-sitesmoke}"
dc() { docker-compose -p "$PROJECT" "${files[@]}" "$@"; }
fail() { echo "FAIL: $*" >&2; exit 1; }
total() { curl -fsS http://127.0.0.1:8025/api/v1/messages | node -pe 'JSON.parse(require("fs").readFileSync(0, "utf8")).total'; }
# What the site's own outbox command counts as pending, from the store in use.
pending() { dc exec -T site node dist/outbox/cli.js list | sed -n 's/^pending: //p'; }
outbox_empty() { [ "$(pending)" = 0 ]; }
# A query in the PostgreSQL container, over its socket (no password there).
sql() { dc exec -T postgres psql -U site -d site -Atc "$1"; }
# The forms' time trap wants the cookie a page view sets, older than
# FORM_MIN_FILL_MS (2.5 s by default): without it a post is dropped as spam
# with a fake 201 (the cookie comes with an HTML page). The jar is filled
# once the site is healthy, below.
jar="$(mktemp)"
trap 'rm -f "$jar"' EXIT
post_json() { # path, JSON body
  curl -sS -b "$jar" -o /dev/null -w '%{http_code}' -H 'Accept: application/json' -H 'Content-Type: application/json' \
    -d "$2" "http://127.0.0.1:3000$1"
}
post() { post_json /api/contact "{\"name\":\"Smoke Test\",\"email\":\"smoke@example.org\",\"service\":\"Other\",\"message\":\"$1\"}"; }
more_than() { [ "$(total 2>/dev/null || echo 0)" -gt "$1" ]; }
wait_for() { # seconds, description, command... (the command runs each second)
  local limit="$1" what="$2"; shift 2
  for _ in $(seq 1 "$limit"); do "$@" && return 0; sleep 1; done
  fail "$what (after ${limit}s)"
}

dc up --build -d
site="$(dc ps -q site)"
healthy() { [ "$(docker inspect --format '{{.State.Health.Status}}' "$site")" = healthy ]; }
wait_for 120 "site healthy" healthy
echo "ok: site healthy"

listening="$(ss -ltn | awk '{print $4}' | grep -E ':(3000|8025|1025)$' || true)"
[ "$(wc -l <<<"$listening")" -eq 3 ] || fail "expected 3 listening ports, got: $listening"
if grep -v '^127\.0\.0\.1:' <<<"$listening"; then fail "ports above bound beyond loopback"; fi
echo "ok: 3000, 8025, 1025 on 127.0.0.1 only"
if [ "${WITH_POSTGRES:-0}" = 1 ]; then
  published="$(docker port "$(dc ps -q postgres)")"
  [ -z "$published" ] || fail "PostgreSQL has published ports: $published"
  echo "ok: no port of PostgreSQL published"
fi

# The image's NODE_OPTIONS (scripts/server-flags.mjs): a 512 MB old space and
# 16 MB semi-spaces make a heap limit of 512 + 3 x 16 MB at most.
limit="$(dc exec -T site node -p 'Math.round(require("v8").getHeapStatistics().heap_size_limit / 1048576)')"
[ "$limit" -ge 512 ] && [ "$limit" -le 560 ] || fail "heap limit in the container is $limit MB, not the image's 512 MB old space"
echo "ok: the server's heap limit is $limit MB (the image's NODE_OPTIONS)"

curl -fsS -c "$jar" -H "Accept: text/html" -o /dev/null http://127.0.0.1:3000/contact
sleep 3

before="$(total)"
[ "$(post 'smoke: catcher up')" = 201 ] || fail "contact post not accepted"
wait_for 30 "mail reaches the catcher" more_than "$before"
# A post queues the team's mail and the sender's acknowledgement: the count
# to beat below is taken once both are out.
wait_for 60 "outbox empty once the catcher has the mail" outbox_empty
delivered="$(total)"
echo "ok: a contact post reached the catcher ($delivered messages)"

dc stop mailpit
[ "$(post 'smoke: catcher down, then site restarted')" = 201 ] || fail "post not accepted while the catcher is down"
dc restart site
waiting="$(pending || true)"
[ "${waiting:-0}" -ge 1 ] || fail "no message waiting in the outbox after the restart"
echo "ok: $waiting message(s) waiting in the outbox after a restart of the site"
files_in_data="$(dc exec -T site ls -A /app/data | tr -d '\r')"
if [ "${WITH_POSTGRES:-0}" = 1 ]; then
  rows="$(sql "select count(*) from outbox_messages where state = 'pending'" | tr -d '\r')"
  [ "$rows" = "$waiting" ] || fail "$rows pending row(s) in PostgreSQL's outbox_messages, the site counts $waiting"
  echo "ok: the $rows waiting message(s) are rows of outbox_messages in PostgreSQL"
  if grep -qx 'site.db' <<<"$files_in_data"; then fail "site.db in the data volume with DATABASE_URL set"; fi
  echo "ok: no site.db in the site's data volume (it holds: ${files_in_data//$'\n'/ })"
else
  grep -qx 'site.db' <<<"$files_in_data" || fail "no site.db in the data volume (it holds: $files_in_data)"
  echo "ok: the store is site.db in the site's data volume"
fi
dc start mailpit
# The outbox backs off (doubling from 5 s), so the next try can be a minute away.
wait_for 180 "queued mail delivered after the catcher is back" more_than "$((delivered + waiting - 1))"
wait_for 60 "outbox empty after the catcher is back" outbox_empty
echo "ok: the earlier mail kept and the $waiting queued one(s) delivered ($(total) messages)"
wait_for 120 "site healthy after restart" healthy
echo "ok: site healthy after the restart"

if [ "${WITH_POSTGRES:-0}" = 1 ]; then
  address="smoke-$(date +%s)@example.org"
  [ "$(post_json /api/newsletter "{\"email\":\"$address\"}")" = 201 ] || fail "newsletter sign-up not accepted"
  signed_up() { [ "$(sql "select status from subscribers where email = '$address'" | tr -d '\r')" = pending ]; }
  wait_for 30 "the sign-up in PostgreSQL's subscribers" signed_up
  echo "ok: a newsletter sign-up is a pending row of subscribers in PostgreSQL"
fi
