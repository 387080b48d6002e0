import fs from 'node:fs';
import type { RuntimeConfig } from '@switchboard/domain';

/**
 * What the running console's runtime config file sets (the gateway re-reads it when it
 * changes): a spec that writes it holds the exclusive lock and restores it after.
 */
export function overrideRuntimeConfig(
  fields: Partial<Omit<RuntimeConfig, 'remotes'>> & { remotes?: Record<string, string> },
) {
  fs.writeFileSync(process.env.E2E_RUNTIME_CONFIG_FILE!, JSON.stringify(fields));
}

/** Back to the stack's own settings. */
export function restoreRuntimeConfig() {
  fs.writeFileSync(process.env.E2E_RUNTIME_CONFIG_FILE!, '{}');
}
