import path from 'node:path';
import { REMOTE_PORTS } from '@switchboard/server-kit/ports';
import { startRemoteServer } from './remote-server';

const packageDir = process.cwd();
const remote = path.basename(packageDir).replace(/^mfe-/, '') as keyof typeof REMOTE_PORTS;
const defaultPort = REMOTE_PORTS[remote];
const port = Number(process.env.PORT ?? defaultPort);
if (!Number.isInteger(port)) {
  console.error(`Set PORT: ${packageDir} is not one of the console's remotes`);
  process.exit(1);
}
startRemoteServer({
  root: path.join(packageDir, 'dist'),
  host: process.env.HOST ?? '127.0.0.1',
  port,
  logger: true,
})
  .then(({ app, url }) => {
    console.log(`${remote} remote serving ${url}/mf-manifest.json`);
    const stop = () => void app.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
