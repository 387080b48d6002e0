# The platform (auth, Bots API, reports, job workers) with the knowledge services it hosts. Stateless: every
# instance works against the PostgreSQL in DATABASE_URL; run as many as the load needs.
# Build from the repository root: docker build -f deploy/platform.Dockerfile .
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm install --workspace platform --omit=dev --no-audit --no-fund
WORKDIR /app/platform
ENV PLATFORM_HOST=0.0.0.0 \
    PLATFORM_PORT=4100 \
    DEMO_SITE_PORT=off \
    PLATFORM_LOG_LEVEL=info
EXPOSE 4100
HEALTHCHECK --interval=10s --timeout=4s CMD node -e "fetch('http://127.0.0.1:4100/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM: stops taking requests, finishes those in flight, hands running crawls on.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "src/main.ts"]
