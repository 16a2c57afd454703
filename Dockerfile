# Production image (issue 17 item 7): built in one stage, run by `node` alone as a non-root user.
# docker build -t gt-storefront . && docker run -p 3000:3000 -e DATABASE_URL=… gt-storefront
# NODE_ENV=production refuses the built-in sandbox card provider (and the development identity
# provider of the demo data) until a real one is configured; -e GT_ALLOW_DEVELOPMENT_PROVIDERS=1
# runs them for a trial. With DATABASE_URL the store starts without demo data (GT_SEED_DEMO=1 asks for it).
# The first back office admin: node apps/server/dist/admin-create.js --email … in the image (docs/operator-guide.md).
FROM node:20-bookworm-slim AS build
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
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 GT_DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/packages packages
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/storefront/dist apps/storefront/dist
COPY --from=build /app/apps/storefront/dist-ssr apps/storefront/dist-ssr
COPY --from=build /app/apps/backoffice/dist apps/backoffice/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/server/dist/main.js"]
