# Production image (README "Production"): the storefront and the server built in one stage, the
# server's production dependencies installed alone in another; run by `node` alone as a non-root
# user.
#   docker build -t gt-storefront . && docker run -p 3000:3000 -e DATABASE_URL=… gt-storefront
# NODE_ENV=production refuses the built-in sandbox card provider (and the development identity
# provider of the demo data) until a real one is configured; -e GT_ALLOW_DEVELOPMENT_PROVIDERS=1
# runs them for a trial. With DATABASE_URL the store starts without demo data (GT_SEED_DEMO=1 asks for it).
# The first back office admin: node apps/server/dist/admin-create.js --email … in the image (docs/operator-guide.md).
# Node 22 LTS, pinned to a release (bump the version on Node security releases).
ARG NODE_IMAGE=node:22.23.3-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/storefront/package.json apps/storefront/
COPY apps/backoffice/package.json apps/backoffice/
COPY packages/contract/package.json packages/contract/
COPY packages/domain/package.json packages/domain/
COPY e2e/package.json e2e/
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# What the server needs at run time: apps/server/scripts/build.ts bundles our code and the
# workspace packages into dist/main.js and leaves every npm package an import, so the server's
# own production dependencies suffice (about 117 MB; the storefront's React and MUI are inside its
# built files, dist and dist-ssr).
FROM ${NODE_IMAGE} AS server-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY packages/contract/package.json packages/contract/
COPY packages/domain/package.json packages/domain/
RUN npm ci --omit=dev --workspace @gt/server --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 GT_DATA_DIR=/data
WORKDIR /app
COPY --from=server-deps /app/node_modules node_modules
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/storefront/dist apps/storefront/dist
COPY --from=build /app/apps/storefront/dist-ssr apps/storefront/dist-ssr
COPY --from=build /app/apps/backoffice/dist apps/backoffice/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Stack traces name the TypeScript sources (dist/main.js.map).
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
