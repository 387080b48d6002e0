import { buildGateway } from './app';
import { gatewayConfigFromEnv } from './config/gateway-config';

const config = gatewayConfigFromEnv();
buildGateway(config, { logger: true })
  .then(async (app) => {
    await app.listen({ host: config.host, port: config.port });
    console.log(`Switchboard console: http://${config.host}:${config.port}`);
    const stop = () => void app.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
