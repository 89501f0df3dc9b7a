#!/usr/bin/env bash
# Build a STAND-IN tagged with docker-compose.postgres.yml's PostgreSQL image
# name, for machines without Docker Hub: Debian bookworm's postgresql-15
# (whatever 15.x bookworm ships, not the tag's exact release) in the same
# debootstrap root as the node stand-in, and postgres-entrypoint.sh, which
# does what the override relies on from the official image's entrypoint.
# Needs build-node-image.sh first (it makes site-standin/bookworm-minbase).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
image="$(sed -n 's/^ *image: *\(postgres:[^ ]*\)$/\1/p' "$repo/docker-compose.postgres.yml")"
[ -n "$image" ] || { echo "no postgres image in docker-compose.postgres.yml" >&2; exit 1; }
docker image inspect site-standin/bookworm-minbase >/dev/null 2>&1 ||
  { echo "site-standin/bookworm-minbase is missing: run build-node-image.sh first" >&2; exit 1; }
work="${STANDIN_WORK:-$HOME/.cache/site-docker-standins}/postgres"
rm -rf "$work" && mkdir -p "$work"
cp "$here/postgres-entrypoint.sh" "$work/"
cat > "$work/Dockerfile" <<'DOCKERFILE'
FROM site-standin/bookworm-minbase
LABEL stand-in="not the official postgres image: Debian bookworm's postgresql-15 built by scripts/docker-standins"
# Security and point-release updates carry Debian's newest 15.x. No "main"
# cluster at install (the entrypoint makes one in PGDATA on first start) and
# no service started during the build.
RUN printf '%s\n' 'deb http://deb.debian.org/debian bookworm-updates main' \
      'deb http://deb.debian.org/debian-security bookworm-security main' > /etc/apt/sources.list.d/updates.list \
 && printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d \
 && mkdir -p /etc/postgresql-common/createcluster.d \
 && echo 'create_main_cluster = false' > /etc/postgresql-common/createcluster.d/no-main.conf \
 && apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql-15 \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /var/run/postgresql /var/lib/postgresql/data \
 && chown postgres:postgres /var/run/postgresql /var/lib/postgresql/data \
 && chmod 2777 /var/run/postgresql && chmod 700 /var/lib/postgresql/data
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
ENV PATH=$PATH:/usr/lib/postgresql/15/bin PGDATA=/var/lib/postgresql/data LANG=C.UTF-8
VOLUME /var/lib/postgresql/data
EXPOSE 5432
# Fast shutdown, as the official image: SIGTERM would wait for every client.
STOPSIGNAL SIGINT
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["postgres"]
DOCKERFILE
docker build -t "$image" "$work"
docker run --rm --entrypoint sh "$image" -c 'postgres --version && command -v pg_isready && command -v psql'
