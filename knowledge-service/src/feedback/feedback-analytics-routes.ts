import type { FastifyInstance } from 'fastify';
import { parseWindow } from '../analytics/analytics-window';
import type { KbContext } from '../kb-context';
import { both } from '../route-paths';
import { feedbackAnalytics } from './feedback-analytics';

/**
 * The feedback section of a bot's analytics: up-rating and decline rates per day, the
 * unanswered questions grouped by wording, and how often each source was cited. Ratings
 * of console answers are the console's, read through the host's directory.
 */
export function registerFeedbackAnalyticsRoutes(app: FastifyInstance, ctx: KbContext): void {
  both(app, 'GET', '/feedback-analytics', async (request) => {
    const service = request.kbService.slug;
    return feedbackAnalytics({
      db: ctx.db,
      service,
      directory: ctx.host.directory,
      ...parseWindow(request.query),
      consoleRatings: (await ctx.host.directory.consoleRatings?.(service)) ?? [],
    });
  });
}
