import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@switchboard/server-kit/ports';
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
  /**
   * The knowledge-service credential: the platform demands it on every /kb call and only
   * the gateway holds it. Random per start unless KNOWLEDGE_API_KEY is given.
   */
  serviceKey: string;
}

/** The processes `npm start` runs: the platform, five remote servers and the gateway. */
export function stackServices({
  ports,
  host,
  env = {},
  serviceKey,
}: StackOptions): ServiceDefinition[] {
  const platformUrl = `http://${host}:${ports.platform}`;
  const consoleOrigins = [...new Set([host, 'localhost', '127.0.0.1'])]
    .map((name) => `http://${name}:${ports.gateway}`)
    .join(',');
  const remoteEnv = Object.fromEntries(
    REMOTE_NAMES.map((name) => [`REMOTE_${name.toUpperCase()}_PORT`, String(ports.remotes[name])]),
  );
  return [
    {
      name: 'platform',
      port: ports.platform,
      cwd: path.join(REPO_ROOT, 'platform'),
      script: 'src/main.ts',
      env: {
        CONSOLE_ORIGINS: consoleOrigins,
        ...env,
        KB_API_KEY: serviceKey,
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
      cwd: path.join(REPO_ROOT, 'gateway'),
      script: 'src/main.ts',
      env: {
        // The embedded platform serves the seeded bots on loopback: its origins, no other port.
        PROXY_ALLOWED_ORIGINS: [...new Set([host, '127.0.0.1', 'govstack.localhost'])]
          .map((name) => `http://${name}:${ports.platform}`)
          .join(','),
        // The seeded govstack bot: the only govstack origin trusted with the key.
        GOVSTACK_ORIGINS: `http://govstack.localhost:${ports.platform}`,
        ...env,
        KNOWLEDGE_API_KEY: serviceKey,
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
