import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { stackServices, type ServiceDefinition, type StackOptions } from './services';
import { waitForPort } from './wait-for-port';

export interface RunningStack {
  gatewayUrl: string;
  platformUrl: string;
  /** The demo site's exact origin (scheme://host:port). */
  demoSiteUrl: string;
  stop(): Promise<void>;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the services in order, each once the previous one listens, and stops them all if
 * any fails. The returned function stops them.
 */
export async function startServices(
  services: ServiceDefinition[],
  options: { host: string; quiet?: boolean },
): Promise<() => Promise<void>> {
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
  };
  try {
    for (const service of services) {
      const child = spawn(process.execPath, ['--import', 'tsx', service.script], {
        cwd: service.cwd,
        env: { ...process.env, ...service.env },
        stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      });
      children.push(child);
      await waitForPort(options.host, service.port, 120_000, () => child.exitCode === null);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** Starts every service of the console, waits until each listens. */
export async function startStack(
  options: Omit<StackOptions, 'serviceKey'> & { quiet?: boolean },
): Promise<RunningStack> {
  const serviceKey =
    options.env?.KNOWLEDGE_API_KEY ??
    process.env.KNOWLEDGE_API_KEY ??
    randomBytes(32).toString('hex');
  const stop = await startServices(stackServices({ ...options, serviceKey }), options);
  return {
    gatewayUrl: `http://${options.host}:${options.ports.gateway}`,
    platformUrl: `http://${options.host}:${options.ports.platform}`,
    demoSiteUrl: `http://${options.host}:${options.ports.demoSite}`,
    stop,
  };
}
