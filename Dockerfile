# The storefront's production image: `next build` in one stage, the built app with its production
# dependencies in the next, run by server.mjs (not Next's standalone output, which cannot carry a
# custom server). See the README's "Production" section.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# The storefront's workspaces only: the reference shop API (packages/shop-api, with its SQLite driver
# and image library) and the conformance kit are other products and stay out of this image.
COPY package.json package-lock.json ./
COPY packages/cart-math/package.json packages/cart-math/
COPY packages/spec-contract/package.json packages/spec-contract/
RUN npm ci --no-audit --no-fund --include-workspace-root --workspace @storefront/cart-math --workspace @storefront/spec-contract
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
# The Server Actions key, the same for every build of the shop so that a deploy keeps open pages working
# (README, "Deploying without breaking open pages"): `docker build --secret id=actions_key,env=NEXT_SERVER_ACTIONS_ENCRYPTION_KEY .`
# Without the secret the build takes the default key and the server says so at start.
RUN --mount=type=secret,id=actions_key \
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY="$(cat /run/secrets/actions_key 2>/dev/null || true)" npm run build \
    && rm -rf .next/cache && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
COPY --from=build /app/package.json /app/server.mjs /app/next.config.ts /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/cart-math ./packages/cart-math
COPY --from=build /app/packages/spec-contract ./packages/spec-contract
COPY --from=build /app/lib ./lib
COPY --from=build /app/public ./public
COPY --from=build --chown=node:node /app/.next ./.next
USER node
EXPOSE 3000
# Liveness only: readiness (/readyz) also asks the shop API, which is the load balancer's business.
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The exec form: node is PID 1 and receives SIGTERM itself (server.mjs drains, then exits). The
# environment and the flags are npm start's (lib/ops/heap.server.mjs).
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536
CMD ["node", "--max-semi-space-size=16", "server.mjs"]
