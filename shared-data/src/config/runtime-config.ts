import {
  runtimeConfigSchema,
  type RemoteDefinition,
  type RuntimeConfig,
} from '@switchboard/domain';

/**
 * The runtime configuration's own entry point (`@switchboard/shared-data/runtime-config`), so the login page
 * can read it without loading the store and the API clients.
 */
export type { RemoteDefinition, RuntimeConfig };

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
  const parsed = runtimeConfigSchema.safeParse(await response.json());
  if (!parsed.success)
    throw new Error(`runtime configuration is malformed: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
