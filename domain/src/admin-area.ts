import { BOT_ADMIN_ROLES } from './access';

/**
 * The admin-area access rule (docs/product-rules.md). Pure and dependency-free so the
 * platform, the gateway and the console enforce exactly one rule.
 */
export interface AdminAccessConfig {
  allowedEmails: readonly string[];
  allowedDomainWords: readonly string[];
}

export const DEFAULT_ADMIN_ACCESS: AdminAccessConfig = {
  allowedEmails: [],
  allowedDomainWords: ['switchboard'],
};

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

/** Reads ADMIN_ALLOWED_EMAILS and ADMIN_ALLOWED_DOMAIN_WORDS (comma-separated). */
export function adminAccessFromEnv(env: Record<string, string | undefined>): AdminAccessConfig {
  const words = splitList(env.ADMIN_ALLOWED_DOMAIN_WORDS);
  return {
    allowedEmails: splitList(env.ADMIN_ALLOWED_EMAILS),
    allowedDomainWords: words.length > 0 ? words : DEFAULT_ADMIN_ACCESS.allowedDomainWords,
  };
}

export function isEmailAllowedForAdminArea(
  email: string | null | undefined,
  config: AdminAccessConfig = DEFAULT_ADMIN_ACCESS,
): boolean {
  const normalised = (email ?? '').trim().toLowerCase();
  const at = normalised.lastIndexOf('@');
  if (at <= 0 || at === normalised.length - 1) return false;
  if (config.allowedEmails.some((allowed) => allowed.toLowerCase() === normalised)) return true;
  const domain = normalised.slice(at + 1);
  return config.allowedDomainWords.some((word) => word && domain.includes(word.toLowerCase()));
}

export function isBotAdmin(
  roleName: string | null | undefined,
  email: string | null | undefined,
  config: AdminAccessConfig = DEFAULT_ADMIN_ACCESS,
): boolean {
  return (
    (BOT_ADMIN_ROLES as readonly string[]).includes(roleName ?? '') &&
    isEmailAllowedForAdminArea(email, config)
  );
}
