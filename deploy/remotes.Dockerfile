# The five remotes as static files, the way a CDN serves them: remoteEntry.js and
# mf-manifest.json revalidated on every load, content-hashed chunks immutable for a year,
# CORS open to the console. In production copy each dist/ to the CDN under a release path
# instead; this image stands in for it (and, in the compose file, for the load balancers).
# Build from the repository root: docker build -f deploy/remotes.Dockerfile .
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund \
 && for remote in bots conversations setup knowledge analytics; do npm run build -w mfe-$remote; done

FROM nginx:1.27-alpine
COPY --from=build /app/mfe-bots/dist /srv/remotes/bots
COPY --from=build /app/mfe-conversations/dist /srv/remotes/conversations
COPY --from=build /app/mfe-setup/dist /srv/remotes/setup
COPY --from=build /app/mfe-knowledge/dist /srv/remotes/knowledge
COPY --from=build /app/mfe-analytics/dist /srv/remotes/analytics
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
EXPOSE 8080 8000 8100
