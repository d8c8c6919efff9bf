# Soundboard's container image: the server (packages/server/dist) serving the built admin app, on port 8080.
# Stages: `build` installs every dependency and runs `npm run build` (the admin app and the server bundle);
# the runtime stage holds only the server's production dependencies, the two builds and the migrations, and runs
# as the unprivileged `node` user. Configuration is the environment of docs/operations.md; compose.yaml runs two
# of these behind a reverse proxy on PostgreSQL and an S3-compatible store.
#
#   docker build -t soundboard .
#   docker run -p 8080:8080 -v soundboard-data:/data soundboard        # embedded database in /data
#
# The designers' Storybook (/storybook/) is not in the image: that path answers "not built yet".

# ---- the workspace's manifests, which both install stages start from --------------------------------------------
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
# The manifests first, so the dependency layers are reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/tokens/package.json packages/tokens/
COPY packages/ui/package.json packages/ui/
COPY packages/contract/package.json packages/contract/
COPY packages/admin/package.json packages/admin/
COPY packages/server/package.json packages/server/

# ---- build: all dependencies, then the admin app and the server bundle -------------------------------------------
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
# NODE_ENV=production makes Vite build React's production runtime (as scripts/build-for-e2e.mjs does).
RUN NODE_ENV=production npm run build

# ---- production dependencies of the server only ------------------------------------------------------------------
FROM manifests AS deps
# The bundle carries the workspace packages (the contract) inside it; everything else it imports at run time comes
# from the server's `dependencies` (packages/server/vite.config.ts).
RUN npm ci --omit=dev --workspace @soundboard/server --no-audit --no-fund \
  && npm cache clean --force \
  && mkdir -p packages/server/node_modules

# ---- runtime ------------------------------------------------------------------------------------------------------
FROM node:20-bookworm-slim
# espeak-ng renders announcements to audio (packages/server/src/player/speech.ts); without it that feature says
# it is unavailable.
RUN apt-get update \
  && apt-get install -y --no-install-recommends espeak-ng \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=8080 \
  DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/packages/server/node_modules packages/server/node_modules
COPY package.json ./
COPY packages/server/package.json packages/server/
# The server finds its migrations by walking up from dist/ to drizzle/, and the admin app at packages/admin/dist.
COPY --from=build /app/packages/server/dist packages/server/dist
COPY --from=build /app/packages/server/drizzle packages/server/drizzle
COPY --from=build /app/packages/admin/dist packages/admin/dist
# The code belongs to root and is read-only for the server's user; only /data is writable (the embedded
# database, the directory file store, secret.key when SECRET_KEY is unset, the lock file).
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/behind/health',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself as PID 1 (not npm), so SIGTERM reaches the server and it drains before exiting.
CMD ["node", "packages/server/dist/main.js"]
