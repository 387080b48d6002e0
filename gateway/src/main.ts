import { buildGateway } from './app';
import { gatewayConfigFromEnv } from './config/gateway-config';

// Requests still running after this long (a slow upstream) are cut so the process can go.
const SHUTDOWN_TIMEOUT_MS = 35_000;

const config = gatewayConfigFromEnv();
// Harmless for one gateway (`npm start`); behind a load balancer every gateway needs the same key.
if (!process.env.GATEWAY_SECRET && process.env.NODE_ENV === 'production')
  console.warn(
    'GATEWAY_SECRET is not set: CSRF tokens are signed with a key of this process only; set the same GATEWAY_SECRET on every gateway behind one address.',
  );
buildGateway(config, { logger: true })
  .then(async (app) => {
    // The bound address, so GATEWAY_PORT=0 (a free port) prints the one it got.
    const address = await app.listen({ host: config.host, port: config.port });
    console.log(`Switchboard console: ${address}`);
    let closing = false;
    // Fastify's close stops accepting, answers 503 to new requests on open connections,
    // waits for the requests in flight, then exits.
    const stop = () => {
      if (closing) return;
      closing = true;
      setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
      void app.close().then(() => process.exit(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
