# The gateway: the host build, /runtime-config.json and the console's server routes.
# Stateless (sessions live in the browser's cookie, CSRF tokens are signed with
# GATEWAY_SECRET): run several behind a load balancer, all with the same GATEWAY_SECRET.
# Build from the repository root: docker build -f deploy/gateway.Dockerfile .
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund \
 && npm run build -w host-shell

FROM node:20-bookworm-slim
WORKDIR /app
COPY --from=build /app /app
WORKDIR /app/gateway
ENV GATEWAY_HOST=0.0.0.0 \
    GATEWAY_PORT=4000 \
    NODE_ENV=production
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=4s CMD node -e "fetch('http://127.0.0.1:4000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "src/main.ts"]
