import { z } from 'zod';
import { count, isoTimestamp } from './wire-fields';

/** How often a website's stored pages are fetched again. */
export const SYNC_SCHEDULES = ['off', 'daily', 'weekly'] as const;
export type SyncSchedule = (typeof SYNC_SCHEDULES)[number];

export const SYNC_RUN_STATUSES = ['running', 'completed', 'failed'] as const;

/** One re-sync of a website: every stored page fetched again. */
export const siteSyncRunSchema = z
  .object({
    id: z.string(),
    site_id: z.string(),
    status: z.enum(SYNC_RUN_STATUSES),
    trigger: z.enum(['schedule', 'manual']),
    pages_checked: count,
    pages_changed: count,
    pages_unchanged: count,
    pages_gone: count,
    pages_failed: count,
    error: z.string().nullable(),
    started_at: isoTimestamp,
    finished_at: isoTimestamp.nullable(),
  })
  .strict();
export type SiteSyncRun = z.infer<typeof siteSyncRunSchema>;

/** A website (by its start URL) with its re-sync schedule, last run and next run. */
export const siteSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    schedule: z.enum(SYNC_SCHEDULES),
    pages: count,
    last_run: siteSyncRunSchema.nullable(),
    next_run_at: isoTimestamp.nullable(),
    created_at: isoTimestamp,
  })
  .strict();
export type Site = z.infer<typeof siteSchema>;

export const siteListSchema = z.object({ sites: z.array(siteSchema) }).strict();
export type SiteList = z.infer<typeof siteListSchema>;
