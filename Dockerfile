# syntax=docker/dockerfile:1
# bank-statement-converter: the `bsc` command and HTTP service (docs/deploy.md).
#   docker build -t bsc .            then   docker run -p 3000:3000 -v bsc-data:/data bsc
# Two stages: `build` installs every dependency and compiles src/ to dist/, then drops the dev
# dependencies; `runtime` copies only what runs and starts `bsc serve` as an unprivileged user.

ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary fits this platform.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# Dependencies first, in their own layer: it is rebuilt only when the lockfile changes.
# --ignore-scripts: `prepare` would build before the sources are here; native modules are rebuilt next.
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund \
 && npm rebuild better-sqlite3 esbuild
COPY . .
RUN npm run build \
 && npm prune --omit=dev --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
# No Debian packages are needed at run time: the PDF engine (pdf.js), the rasteriser
# (@napi-rs/canvas, prebuilt with Skia inside), OCR (tesseract.js, WebAssembly, with its English
# model from @tesseract.js-data/eng, read from disk: no download) and SQLite all ship in node_modules.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    LOG_FORMAT=json
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/bin ./bin
COPY --from=build /app/README.md /app/LICENSE ./
RUN ln -s /app/bin/bsc.js /usr/local/bin/bsc \
 && mkdir -p /data \
 && chown node:node /data
# The `node` user (uid 1000) of the official image: the service never runs as root.
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness only (the process answers); orchestrators that route traffic should probe /readyz.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["bsc", "serve"]
