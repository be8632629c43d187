# The site in a container; deploy/compose.yaml runs it behind Caddy. The install is deploy/install.sh, the same
# script a server runs (docs/deploy.md) and deploy/production-install.test.ts tests, since no image is built here.
# Node 24 LTS, the runtime the site supports (deploy/check-node.sh). The native packages ship their binaries: no compiler.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN bash deploy/install.sh

# Only what the server and the guest command need at run time (the install test starts the server with no more):
# no sources, no compiler, no devDependencies.
FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/content ./content
COPY --from=build /app/scripts/guests.mjs ./scripts/guests.mjs
# The image's own unprivileged user (node, uid 1000) owns the data and nothing else.
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]
