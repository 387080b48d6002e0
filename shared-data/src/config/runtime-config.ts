/**
 * What the gateway serves at /runtime-config.json: where everything lives, decided at run
 * time. Its own entry point (`@switchboard/shared-data/runtime-config`), so the login page
 * can read it without loading the store and the API clients.
 */
export interface RemoteDefinition {
  name: string;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
}

export interface RuntimeConfig {
  brandName: string;
  remotes: RemoteDefinition[];
  remoteLoadTimeoutMs: number;
  /** Base URL of the Bots API (its paths start with /api). */
  apiBaseUrl: string;
  /** Base URL of the hosted-backend auth service (its paths start with /auth/v1). */
  authUrl: string;
  /** The public anonymous-role key; never a secret. */
  anonKey: string;
  adminAllowedEmails: string[];
  adminAllowedDomainWords: string[];
  /**
   * Lists with more rows than this page, sort and search on the server; unset, each
   * list keeps its own default. Operators and tests lower it to see server paging on
   * small data.
   */
  gridServerThreshold?: number;
}

let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** The configuration if it is loaded yet (tests and standalone pages may run without one). */
export function findRuntimeConfig(): RuntimeConfig | null {
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration has not been loaded yet');
  return current;
}

/** What the gateway (or a remote's standalone dev server, which forwards it) serves. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/runtime-config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`runtime configuration answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}
