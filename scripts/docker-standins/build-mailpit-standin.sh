#!/usr/bin/env bash
# Build a STAND-IN tagged with the compose file's Mailpit image name: a small
# Node SMTP catcher (mail-catcher.mjs), for machines without Docker Hub.
# Needs the node stand-in first (build-node-image.sh).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
image="$(sed -n 's/^ *image: *\(axllent\/mailpit:[^ ]*\)$/\1/p' "$repo/docker-compose.yml")"
node_image="$(sed -n 's/^ARG NODE_IMAGE=//p' "$repo/Dockerfile")"
work="${STANDIN_WORK:-$HOME/.cache/site-docker-standins}/mailpit"
rm -rf "$work" && mkdir -p "$work"
cp "$here/mail-catcher.mjs" "$work/"
(cd "$work" && echo '{"type":"module","private":true}' > package.json && npm install --silent --no-audit --no-fund smtp-server@3)
cat > "$work/Dockerfile" <<DOCKERFILE
FROM $node_image
LABEL stand-in="not Mailpit: a Node SMTP catcher built by scripts/docker-standins"
WORKDIR /catcher
COPY . .
EXPOSE 1025 8025
CMD ["node", "mail-catcher.mjs"]
DOCKERFILE
docker build -t "$image" "$work"
