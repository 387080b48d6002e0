import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/api-error';
import { parseOrThrow } from '../../http/validate';
import type { KbContext } from '../kb-context';
import type { Scope } from './analytics-sql';
import { conversationAnalytics } from './conversation-analytics';
import { usageAnalytics } from './usage-analytics';
import { businessAnalytics, userAnalytics } from './user-business-analytics';

const GROUPS: Record<string, Record<string, (scope: Scope) => Promise<unknown>>> = {
  user: userAnalytics,
  usage: usageAnalytics,
  conversation: conversationAnalytics,
  business: businessAnalytics,
};

const windowQuery = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int({ error: 'days must be a whole number' })
    .min(1)
    .max(365, { error: 'days is at most 365' })
    .default(30),
});

/** Spec §7 Analytics: computed by SQL from this service's recorded chats, history, documents and pages. */
export function registerAnalyticsRoutes(app: FastifyInstance, ctx: KbContext): void {
  app.get<{ Params: { slug: string; group: string; '*': string } }>(
    '/analytics/:group/*',
    async (request) => {
      const { group, '*': name } = request.params;
      const compute =
        Object.hasOwn(GROUPS, group) && Object.hasOwn(GROUPS[group]!, name)
          ? GROUPS[group]![name]
          : undefined;
      if (!compute) throw notFound(`Unknown analytics endpoint: ${group}/${name}`.slice(0, 200));
      const { days } = parseOrThrow(windowQuery, request.query);
      return {
        service: request.kbService.slug,
        window_days: days,
        generated_at: new Date().toISOString(),
        data: await compute({ db: ctx.db, service: request.kbService.slug, days }),
      };
    },
  );
}
