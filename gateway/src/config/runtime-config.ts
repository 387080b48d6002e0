import fs from 'node:fs';
import type { RuntimeConfig } from '@switchboard/domain';
import type { GatewayConfig } from './gateway-config';

/** Fields a runtime-config file may set; remotes may be given by name → manifest URL. */
interface RuntimeConfigFile extends Partial<Omit<RuntimeConfig, 'remotes'>> {
  remotes?: Record<string, string>;
}

let cached: { path: string; mtimeMs: number; contents: RuntimeConfigFile } | null = null;

function parseFile(text: string): RuntimeConfigFile {
  const parsed: unknown = JSON.parse(text);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('the file does not hold a JSON object');
  const { remotes } = parsed as { remotes?: unknown };
  if (
    remotes !== undefined &&
    (!remotes ||
      typeof remotes !== 'object' ||
      Object.values(remotes).some((entry) => typeof entry !== 'string'))
  )
    throw new Error('"remotes" must map names to manifest URLs');
  return parsed as RuntimeConfigFile;
}

/**
 * Re-read only when the file changed, so moving a remote needs no restart and no rebuild.
 * A file caught mid-write or broken keeps the last good configuration (logged), so an
 * operator's typo never takes the console down.
 */
function readOverrides(file: string | undefined): RuntimeConfigFile {
  if (!file || !fs.existsSync(file)) return {};
  const { mtimeMs } = fs.statSync(file);
  if (cached?.path === file && cached.mtimeMs === mtimeMs) return cached.contents;
  try {
    cached = { path: file, mtimeMs, contents: parseFile(fs.readFileSync(file, 'utf8')) };
  } catch (error) {
    const kept = cached?.path === file ? cached.contents : {};
    console.error(
      `[gateway] ignoring ${file}: ${(error as Error).message}; keeping the last good runtime config`,
    );
    // Remember the bad version so it is reported once, not on every request.
    cached = { path: file, mtimeMs, contents: kept };
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
    ...(typeof overrides.gridServerThreshold === 'number'
      ? { gridServerThreshold: overrides.gridServerThreshold }
      : {}),
  };
}
