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

function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(value);
  if (!parsed.success)
    throw new Error(`runtime configuration is malformed: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** The copy the gateway writes into the page it serves (its shell-page.ts), if any. */
function inlineRuntimeConfig(): unknown {
  const element = document.getElementById('runtime-config');
  if (!element || element.getAttribute('type') !== 'application/json') return undefined;
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    throw new Error('runtime configuration is malformed: the page holds no JSON');
  }
}

/**
 * The configuration the gateway put in the page, which costs no request; else the file
 * it serves (a remote's standalone dev server forwards that file but serves its own page).
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const inline = inlineRuntimeConfig();
  if (inline !== undefined) return parseRuntimeConfig(inline);
  const response = await fetch('/runtime-config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`runtime configuration answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
