/** What the gateway serves at /runtime-config.json: where everything lives, decided at run time. */
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
}

let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration has not been loaded yet');
  return current;
}
