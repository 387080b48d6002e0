import type { KbContext } from '../kb-context';
import { crawlAddressPolicy } from './address-policy';
import type { FetchLimits } from './safe-fetch';

/** The operator's list, else only the demo site the platform itself serves. */
function crawlAllowedOrigins(ctx: KbContext): string[] {
  const demoSite = ctx.host.demoSiteOrigin();
  return ctx.config.crawl.allowedOrigins ?? (demoSite ? [demoSite] : []);
}

export function fetchLimits(ctx: KbContext): FetchLimits {
  return {
    policy: crawlAddressPolicy(crawlAllowedOrigins(ctx)),
    timeoutMs: ctx.config.crawl.timeoutMs,
    maxBytes: ctx.config.crawl.maxPageBytes,
  };
}
