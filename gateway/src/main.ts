import { buildGateway } from './app';
import { gatewayConfigFromEnv } from './config/gateway-config';
import { loadStopTimes } from '@switchboard/server-kit/http/graceful-stop';

// Past the stop's own deadline, whatever still holds the process is not waited for.
const EXIT_MARGIN_MS = 1_000;

const config = gatewayConfigFromEnv();
// Harmless for one gateway (`npm start`); behind a load balancer every gateway needs the same key.
if (!process.env.GATEWAY_SECRET && process.env.NODE_ENV === 'production')
  console.warn(
    'GATEWAY_SECRET is not set: CSRF tokens are signed with a key of this process only; set the same GATEWAY_SECRET on every gateway behind one address.',
  );
const stopTimes = loadStopTimes(process.env);
buildGateway(config, { logger: true, stopTimes })
  .then(async (app) => {
    // The bound address, so GATEWAY_PORT=0 (a free port) prints the one it got.
    const address = await app.listen({ host: config.host, port: config.port });
    console.log(`Switchboard console: ${address}`);
    let closing = false;
    // Drains with /readyz at 503, then closes (see GracefulStop); the requests in flight finish.
    const stop = () => {
      if (closing) return;
      closing = true;
      setTimeout(() => process.exit(1), stopTimes.timeoutMs + EXIT_MARGIN_MS).unref();
      void app.gracefulStop.stop().then(() => process.exit(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
