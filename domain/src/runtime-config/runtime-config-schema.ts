import { z } from 'zod';

/** A remote the host loads at run time. */
export const remoteDefinitionSchema = z.object({
  name: z.string().min(1),
  /** URL of the remote's mf-manifest.json. */
  entry: z.string().min(1),
});

/**
 * What the gateway serves at /runtime-config.json: where everything lives, decided at run
 * time rather than at build time.
 */
export const runtimeConfigSchema = z.object({
  brandName: z.string(),
  remotes: z.array(remoteDefinitionSchema),
  remoteLoadTimeoutMs: z.number().int().positive(),
  /** Base URL of the Bots API (its paths start with /api). */
  apiBaseUrl: z.string(),
  /** Base URL of the hosted-backend auth service (its paths start with /auth/v1). */
  authUrl: z.string(),
  /** The public anonymous-role key; never a secret. */
  anonKey: z.string(),
  adminAllowedEmails: z.array(z.string()),
  adminAllowedDomainWords: z.array(z.string()),
  /**
   * Lists with more rows than this page, sort and search on the server; unset, each list
   * keeps its own default. Operators and tests lower it to see server paging on small data.
   */
  gridServerThreshold: z.number().int().positive().optional(),
});

export type RemoteDefinition = z.infer<typeof remoteDefinitionSchema>;
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
