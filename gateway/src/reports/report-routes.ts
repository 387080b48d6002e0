import type { BotReport, BotsReport, ReportBot } from '@switchboard/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../auth/require-user';
import { serviceKeyHeaders } from '../bot-proxy/service-credential';
import type { GatewayContext } from '../gateway-context';
import { registerGatewayErrors } from '../http/gateway-errors';
import { sendError } from '../http/send-error';
import { exchangeJson } from '../outbound/exchange-json';
import { UpstreamError } from '../outbound/upstream-errors';
import { platformErrorText } from '../platform-api/platform-client';
import { targetUnder } from '../service-proxy/target-url';
import { botKpis } from './bot-kpis';

/** The period, passed on as given: each bot's service validates it and says what is wrong. */
const periodQuery = z.object({
  days: z.string().max(10).optional(),
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
});

const EXECUTIVE = 'analytics/business/dashboard/executive';

/** A bot's answer with the period its service computed, before the reply is put together. */
type Settled = BotReport & { from?: string; to?: string; badPeriod?: boolean };

/**
 * `GET /api/reports/bots`: the same KPIs for every bot the caller may see in reports,
 * side by side for one period. Staff who are not bot admins cannot reach bots'
 * services themselves, so the gateway asks each service (with its credential) and
 * hands back figures only, never addresses or transcripts.
 */
export async function reportRoutes(app: FastifyInstance, ctx: GatewayContext) {
  registerGatewayErrors(app);
  const keyForPlatform: Record<string, string> = ctx.credentials.apiKey
    ? { 'x-api-key': ctx.credentials.apiKey }
    : {};

  async function report(bot: ReportBot, query: string): Promise<Settled> {
    const summary = { id: bot.id, name: bot.name, status: bot.status, avatar: bot.avatar };
    const target = bot.botPath ? targetUnder(bot.botPath, `${EXECUTIVE}?${query}`) : null;
    if (!target) return { ...summary, kpis: null, error: 'The bot has no service address' };
    try {
      const answer = await exchangeJson(
        {
          url: target,
          method: 'GET',
          headers: { accept: 'application/json', ...serviceKeyHeaders(target, ctx.credentials) },
        },
        ctx.botLimits,
      );
      const body = (answer.json ?? {}) as Record<string, unknown>;
      if (answer.status === 200) {
        return {
          ...summary,
          kpis: botKpis(body.data),
          from: String(body.from ?? ''),
          to: String(body.to ?? ''),
        };
      }
      const reason = typeof body.error === 'string' ? body.error : answer.statusText;
      return {
        ...summary,
        kpis: null,
        error: `Failed to fetch analytics: ${reason}`,
        badPeriod: answer.status === 400,
      };
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      return { ...summary, kpis: null, error: `Failed to fetch analytics: ${error.message}` };
    }
  }

  app.get('/api/reports/bots', async (request, reply) => {
    const caller = await requireUser(request, reply, ctx.validateToken);
    if (!caller) return reply;
    const parsed = periodQuery.safeParse(request.query);
    if (!parsed.success)
      return sendError(reply, 400, 'Invalid period: days, from and to are short texts');
    const period = new URLSearchParams(
      Object.entries(parsed.data).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    ).toString();
    const listed = await ctx.platform.reportBots(caller.token, keyForPlatform);
    if (listed.status !== 200 || !Array.isArray(listed.body)) {
      const status = listed.status >= 400 && listed.status < 500 ? listed.status : 502;
      return sendError(reply, status, platformErrorText(listed, 'Failed to fetch bots'));
    }
    const settled = await Promise.all(listed.body.map((bot) => report(bot, period)));
    // When no service could answer and one refused the period, the period is the fault.
    const refused = settled.find((bot) => bot.badPeriod);
    if (refused && !settled.some((bot) => bot.kpis)) {
      return sendError(reply, 400, refused.error!.replace(/^Failed to fetch analytics: /, ''));
    }
    const answered = settled.find((bot) => bot.kpis);
    return {
      from: answered?.from ?? null,
      to: answered?.to ?? null,
      bots: settled.map(({ badPeriod: _ignored, from: _from, to: _to, ...bot }) => bot),
    } satisfies BotsReport;
  });
}
