import fs from 'node:fs';
import type { RuntimeConfig } from '@switchboard/shared-auth';
import type { GatewayConfig } from './gateway-config';

/** Fields a runtime-config file may set; remotes may be given by name → manifest URL. */
interface RuntimeConfigFile extends Partial<Omit<RuntimeConfig, 'remotes'>> {
  remotes?: Record<string, string>;
}

let cached: { path: string; mtimeMs: number; contents: RuntimeConfigFile } | null = null;

/** Re-read only when the file changed, so moving a remote needs no restart and no rebuild. */
function readOverrides(file: string | undefined): RuntimeConfigFile {
  if (!file || !fs.existsSync(file)) return {};
  const { mtimeMs } = fs.statSync(file);
  if (cached?.path !== file || cached.mtimeMs !== mtimeMs) {
    cached = {
      path: file,
      mtimeMs,
      contents: JSON.parse(fs.readFileSync(file, 'utf8')) as RuntimeConfigFile,
    };
  }
  return cached.contents;
}

export function buildRuntimeConfig(config: GatewayConfig): RuntimeConfig {
  const overrides = readOverrides(config.runtimeConfigFile);
  const entries = { ...config.remoteEntries, ...overrides.remotes };
  return {
    brandName: overrides.brandName ?? config.brandName,
    remotes: Object.entries(entries).map(([name, entry]) => ({ name, entry })),
    remoteLoadTimeoutMs: overrides.remoteLoadTimeoutMs ?? config.remoteLoadTimeoutMs,
    apiBaseUrl: overrides.apiBaseUrl ?? config.platformUrl,
    authUrl: overrides.authUrl ?? config.platformUrl,
    anonKey: overrides.anonKey ?? config.anonKey,
    adminAllowedEmails: overrides.adminAllowedEmails ?? config.adminAllowedEmails,
    adminAllowedDomainWords: overrides.adminAllowedDomainWords ?? config.adminAllowedDomainWords,
  };
}
