import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@switchboard/server-kit/free-port';
import { waitForPort } from '@switchboard/tooling/stack/wait-for-port';

const repoRoot = path.resolve(__dirname, '../..');

/**
 * A remote's own dev server, exactly as `npm start -w <package>` runs it, on a free port
 * and pointed at this run's gateway. Stop it when done.
 */
export async function startStandaloneRemote(packageName: string) {
  const port = await freePort();
  const child = spawn('npx', ['webpack', 'serve', '--mode', 'development'], {
    cwd: path.join(repoRoot, packageName),
    env: {
      ...process.env,
      NODE_OPTIONS: '--import=tsx',
      PORT: String(port),
      GATEWAY_URL: process.env.E2E_BASE_URL,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let errors = '';
  let stopping = false;
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  // A dev server that dies mid-test shows only as refused connections in the page: say why.
  child.on('exit', (code, signal) => {
    if (!stopping)
      console.error(`${packageName}'s dev server exited (${code ?? signal})\n${errors}`);
  });
  await waitForPort('127.0.0.1', port, 240_000, () => child.exitCode === null).catch(
    (error: Error) => {
      throw new Error(`${error.message}\n${errors}`);
    },
  );
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      // The whole group: npx, webpack and its workers.
      stopping = true;
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    },
  };
}
