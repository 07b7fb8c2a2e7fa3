# syntax=docker/dockerfile:1
# The site as a container image (docs/deploy.md). Two stages: `build` installs every dependency (npm ci) and runs
# `npm run build`, which prerenders the pages into build/client and bundles the server into build/server; the runtime
# stage gets build/ alone, which needs nothing but `node` (no node_modules, no npm, no TypeScript).
#
#   docker build --build-arg SITE_URL=https://www.example.com -t harbourline-site:1.0.0 .
#   docker run --init -p 3000:3000 --env-file .env -v site-data:/data harbourline-site:1.0.0
#
# SITE_URL (and RELAY_URL) are read when the pages are prerendered, so they are build arguments: an image is built for
# one site. Pin the base by digest too where your registry allows it: NODE_IMAGE=node:24.21.0-bookworm-slim@sha256:...

ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
# Dependencies first, so that a change of the code alone reuses this layer. Without the project's own scripts: its
# `prepare` compiles the messages (shared/i18n), which are not copied yet; `npm run build` compiles them below.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
# No default: an image is built for its public address, and the production build stops with one line without it.
ARG SITE_URL
ARG RELAY_URL=
ENV SITE_URL=${SITE_URL} RELAY_URL=${RELAY_URL} NODE_ENV=production
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
# tini as PID 1 passes SIGTERM on to the server (which then finishes its deliveries) and reaps the health checks.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini=0.19.0-1+b3 \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Owned by root and read-only for the server; it writes only in /data.
COPY --from=build /src/build ./build
# 65532: no account, no home, no shell; the volume's folder is created for it.
RUN mkdir -p /data && chown 65532:65532 /data && chmod 700 /data
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data
VOLUME /data
EXPOSE 3000
USER 65532:65532
# /healthz on the loopback address and PORT, never HOSTNAME (in a container: its id).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 CMD ["node", "build/server/healthcheck.mjs"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "build/server/main.mjs"]
