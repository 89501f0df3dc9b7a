#!/usr/bin/env bash
# Runs the compose stack and checks what an operator relies on: the site is
# healthy, every port is bound to 127.0.0.1, a contact post reaches the mail
# catcher, and with the catcher stopped a post waits in the outbox, survives a
# restart of the site, and arrives beside the earlier mail once the catcher is
# back. Works with real Mailpit or the stand-in (both answer /api/v1/messages
# with a `total`). Needs a running Docker engine and docker-compose.
# Leaves the stack running; `docker-compose -p "$PROJECT" down -v` removes it.
set -euo pipefail
cd "$(dirname "$0")/../.."
PROJECT="${PROJECT:-sitesmoke}"
dc() { docker-compose -p "$PROJECT" "$@"; }
fail() { echo "FAIL: $*" >&2; exit 1; }
total() { curl -fsS http://127.0.0.1:8025/api/v1/messages | node -pe 'JSON.parse(require("fs").readFileSync(0, "utf8")).total'; }
# The forms' time trap wants the cookie a page view sets, older than
# FORM_MIN_FILL_MS (2.5 s by default): without it a post is dropped as spam
# with a fake 201 (the cookie comes with an HTML page). The jar is filled
# once the site is healthy, below.
jar="$(mktemp)"
trap 'rm -f "$jar"' EXIT
post() {
  curl -sS -b "$jar" -o /dev/null -w '%{http_code}' -H 'Accept: application/json' -H 'Content-Type: application/json' \
    -d "{\"name\":\"Smoke Test\",\"email\":\"smoke@example.org\",\"service\":\"Other\",\"message\":\"$1\"}" \
    http://127.0.0.1:3000/api/contact
}
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
echo "ok: a contact post reached the catcher ($(total) messages)"

dc stop mailpit
[ "$(post 'smoke: catcher down, then site restarted')" = 201 ] || fail "post not accepted while the catcher is down"
dc restart site
waiting="$(dc exec -T site node dist/outbox/cli.js list | sed -n 's/^pending: //p' || true)"
[ "${waiting:-0}" -ge 1 ] || fail "no message waiting in the outbox after the restart"
echo "ok: $waiting message(s) waiting in the outbox after a restart of the site"
dc start mailpit
# The outbox backs off (doubling from 5 s), so the next try can be a minute away.
wait_for 180 "queued mail delivered after the catcher is back" more_than "$((before + 1))"
echo "ok: the earlier mail kept and the queued one delivered ($(total) messages)"
wait_for 120 "site healthy after restart" healthy
echo "ok: site healthy after the restart"
