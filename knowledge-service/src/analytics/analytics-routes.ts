import type { FastifyInstance } from 'fastify';
import { notFound } from '@switchboard/server-kit/http/api-error';
import type { KbContext } from '../kb-context';
import type { Scope } from './analytics-sql';
import { parseWindow, windowDays } from './analytics-window';
import { conversationAnalytics } from './conversation-analytics';
import { usageAnalytics } from './usage-analytics';
import { businessAnalytics, userAnalytics } from './user-business-analytics';

const GROUPS: Record<string, Record<string, (scope: Scope) => Promise<unknown>>> = {
  user: userAnalytics,
  usage: usageAnalytics,
  conversation: conversationAnalytics,
  business: businessAnalytics,
};

/** Analytics computed by SQL from this service's recorded chats, history, documents and pages. */
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
      const window = parseWindow(request.query);
      return {
        service: request.kbService.slug,
        window_days: windowDays(window),
        from: window.from.toISOString(),
        to: window.to.toISOString(),
        generated_at: new Date().toISOString(),
        data: await compute({
          db: ctx.db,
          service: request.kbService.slug,
          directory: ctx.host.directory,
          ...window,
        }),
      };
    },
  );
}
