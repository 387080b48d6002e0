import { z } from 'zod';
import { ROLES } from '../access';

const accessSchema = z.union([
  z.object({ kind: z.literal('roles'), roles: z.array(z.enum(ROLES)) }),
  z.object({ kind: z.literal('bot-admin') }),
]);

/**
 * What a remote's build publishes beside its mf-manifest.json (console-menu.json): its title,
 * release, menu entries, routes and widget slots, without code. The gateway passes on the
 * last it read, so the shell can show a remote's section (with its "unavailable" card and
 * Retry) to a browser that has never loaded that remote while it is down.
 */
export const remoteMenuSchema = z.object({
  title: z.string(),
  version: z.string(),
  menu: z.array(
    z.object({
      group: z.enum(['Assistants', 'Analytics', 'Setup']),
      label: z.string(),
      to: z.string(),
      match: z.enum(['exact', 'prefix']),
      order: z.number(),
      access: accessSchema,
    }),
  ),
  routes: z.array(z.object({ path: z.string(), title: z.string(), access: accessSchema })),
  widgets: z.array(z.enum(['bot-picker', 'reports'])),
});

/** A remote the host loads at run time. */
export const remoteDefinitionSchema = z.object({
  name: z.string().min(1),
  /** URL of the remote's mf-manifest.json. */
  entry: z.string().min(1),
  /** The remote's menu as the gateway last read it, when it could. */
  lastKnown: remoteMenuSchema.optional(),
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
export type RemoteMenu = z.infer<typeof remoteMenuSchema>;
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
