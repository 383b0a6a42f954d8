# The production image: the site prerendered at build time and the API, served by one Node 24
# process (docs/operations.md). Node runs the backend's TypeScript directly (decision 0010).
FROM node:24-bookworm-slim

WORKDIR /app
ENV NODE_ENV=production \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# Dependencies first, so a code change does not reinstall them. Dev dependencies are kept:
# the site build (Vite) runs inside the image.
COPY package.json package-lock.json .nvmrc .npmrc ./
# npm ci runs the root preinstall first: the Node version check (docs/operations.md).
COPY scripts/check-node-version.mjs scripts/
COPY domain/package.json domain/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --include=dev --no-audit --no-fund

COPY . .

# Canonical URLs, the sitemap and Open Graph addresses are written into the prerendered pages.
ARG SITE_URL=http://localhost:3000
ENV SITE_URL=${SITE_URL}
RUN npm run build

# The image ships its build: never rebuild at start.
ENV SITE_BUILD=skip \
    PORT=3000 \
    HOST=0.0.0.0
EXPOSE 3000
USER node
CMD ["node", "scripts/start.ts"]
