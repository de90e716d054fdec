# Build stage: install everything, build the site, then drop development dependencies.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# .npmrc (engine-strict) and the Node.js check the preinstall script runs come before the install.
COPY package.json package-lock.json .npmrc ./
COPY scripts/check-node.cjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Runtime stage: production dependencies, the build and the sources Node runs directly.
FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--max-old-space-size=384", "--max-semi-space-size=8", "scripts/start.ts"]
