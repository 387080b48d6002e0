import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from './ports';
import { REPO_ROOT } from './repo-paths';

export interface StackPorts {
  gateway: number;
  platform: number;
  /** The platform's demo site; its exact origin is what the crawler may reach on loopback. */
  demoSite: number;
  remotes: Record<RemoteName, number>;
}

export interface ServiceDefinition {
  name: string;
  port: number;
  cwd: string;
  /** Script run with `node --import tsx`. */
  script: string;
  env: Record<string, string>;
}

export interface StackOptions {
  ports: StackPorts;
  host: string;
  /** Extra environment for every service (data folders, secrets, test limits). */
  env?: Record<string, string>;
}

/** The processes `npm start` runs: the platform, five remote servers and the gateway. */
export function stackServices({ ports, host, env = {} }: StackOptions): ServiceDefinition[] {
  const platformUrl = `http://${host}:${ports.platform}`;
  const remoteEnv = Object.fromEntries(
    REMOTE_NAMES.map((name) => [`REMOTE_${name.toUpperCase()}_PORT`, String(ports.remotes[name])]),
  );
  return [
    {
      name: 'platform',
      port: ports.platform,
      cwd: path.join(REPO_ROOT, 'local-platform'),
      script: 'src/main.ts',
      env: {
        // The local stack crawls and proxies to itself, so loopback must be reachable.
        KB_CRAWL_ALLOWED_HOSTS: `${host},localhost`,
        ...env,
        PLATFORM_HOST: host,
        PLATFORM_PORT: String(ports.platform),
        DEMO_SITE_PORT: String(ports.demoSite),
      },
    },
    ...REMOTE_NAMES.map((name) => ({
      name: `mfe-${name}`,
      port: ports.remotes[name],
      cwd: path.join(REPO_ROOT, `mfe-${name}`),
      script: path.join(REPO_ROOT, 'tooling/src/server/serve-remote-cli.ts'),
      env: { ...env, HOST: host, PORT: String(ports.remotes[name]) },
    })),
    {
      name: 'gateway',
      port: ports.gateway,
      cwd: path.join(REPO_ROOT, 'host-shell'),
      script: 'server/main.ts',
      env: {
        // The embedded platform serves the seeded bots on loopback names.
        PROXY_ALLOWED_HOSTS: `${host},govstack.localhost`,
        ...env,
        ...remoteEnv,
        REMOTE_HOST: host,
        GATEWAY_HOST: host,
        GATEWAY_PORT: String(ports.gateway),
        PLATFORM_PORT: String(ports.platform),
        PLATFORM_URL: platformUrl,
      },
    },
  ];
}
