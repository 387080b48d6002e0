import type { CredentialPolicy } from './bot-proxy/service-credential';
import { tokenValidator, type TokenValidator } from './auth/token-validator';
import type { GatewayConfig } from './config/gateway-config';
import { originPolicy } from '@switchboard/outbound-guard';
import type { UpstreamLimits } from './outbound/send-upstream';
import { platformClient, type PlatformClient } from './platform-api/platform-client';

/** What the server routes share: the platform, token checks and the outbound limits. */
export interface GatewayContext {
  config: GatewayConfig;
  platform: PlatformClient;
  validateToken: TokenValidator;
  /** For bots' own services: only allow-listed origins may be private. */
  botLimits: UpstreamLimits;
  /** For the configured knowledge service, whose host the operator chose. */
  knowledgeLimits: UpstreamLimits;
  /** Which bot services receive the knowledge-service credential. */
  credentials: CredentialPolicy;
}

export function gatewayContext(config: GatewayConfig): GatewayContext {
  const platform = platformClient(config, config.knowledgeApiKey);
  const limits = {
    timeoutMs: config.proxyTimeoutMs,
    maxResponseBytes: config.proxyMaxResponseBytes,
  };
  return {
    config,
    platform,
    validateToken: tokenValidator(platform),
    botLimits: { ...limits, policy: originPolicy(config.proxyAllowedOrigins) },
    credentials: {
      apiKey: config.knowledgeApiKey,
      keyOrigins: new Set([new URL(config.platformUrl).origin, ...config.govstackOrigins]),
      govstackOrigins: new Set(config.govstackOrigins),
    },
    knowledgeLimits: {
      ...limits,
      policy: originPolicy([
        ...config.proxyAllowedOrigins,
        new URL(config.knowledgeServiceUrl).origin,
      ]),
    },
  };
}
