import { z } from 'zod';

/** What an audit entry says was done. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'invite',
  'resend-invite',
  'change-role',
  'disable',
  'enable',
  'reset-password',
  'revoke-invite',
  'set-password',
  'sign-in',
  'sign-out',
  'sign-in-failed',
  // Work queued again on the thing, which changes its state: a failed document or page
  // retried, a page fetched again, a website synced now.
  'retry',
  'recrawl',
  'sync',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of thing an entry names: the platform's and the knowledge service's. */
export const AUDIT_KINDS = [
  'account',
  'bot',
  'business',
  'business-type',
  'conversation',
  'message',
  'rating',
  'document',
  'web-page',
  'crawl',
  'collection',
  'staff-answer',
  'staff-answer-threshold',
  'synonym',
  'schedule',
  'website',
  'chat-session',
  'bot-model',
  'file',
] as const;

export const auditChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  kind: z.string(),
  entityId: z.string().nullable(),
  entityName: z.string().nullable(),
  changes: z.record(z.string(), auditChangeSchema),
  /** Whether the thing named still exists, so the console links to it only then. */
  exists: z.boolean(),
  /** The bot whose knowledge holds the thing (null for the platform's own things). */
  botId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** Days an entry is kept unless AUDIT_RETENTION_DAYS says otherwise. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;
export const MAX_AUDIT_PAGE = 200;
/** The most entries one export holds, newest first; the Audit page names it. */
export const AUDIT_EXPORT_LIMIT = 100_000;
