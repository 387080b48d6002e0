import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { untilListening } from './child-service';
import { scriptEntry } from './platform-bundle';

export interface TestGateway {
  url: string;
  output(): string;
  close(): Promise<void>;
  /** The process, for a test that signals it itself, and its exit code once it has ended. */
  child: ChildProcess;
  exited: Promise<number | null>;
}

const GATEWAY = path.resolve(__dirname, '..', '..', '..', 'gateway');
const LISTENING = /Switchboard console: (http:\/\/\S+)/;

/**
 * Starts the real gateway (`gateway/src/main.ts`, as `npm start` runs it; in a test run from
 * the run's bundle of it) in a child process on a free port, serving a one-file host build: the multi-instance test drives
 * its API routes, not the pages.
 */
export async function startTestGateway(env: Record<string, string>): Promise<TestGateway> {
  const distDir = mkdtempSync(path.join(tmpdir(), 'gateway-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const child = spawn(process.execPath, scriptEntry(path.join(GATEWAY, 'src', 'main.ts')), {
    cwd: GATEWAY,
    env: {
      PATH: process.env.PATH ?? '',
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: '0',
      GATEWAY_DIST_DIR: distDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { url, output, exited } = await untilListening(child, LISTENING, 'gateway');
  return {
    url,
    output,
    child,
    exited,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      rmSync(distDir, { recursive: true, force: true });
      if (code !== 0) throw new Error(`gateway exited with ${code} on SIGTERM:\n${output()}`);
    },
  };
}
