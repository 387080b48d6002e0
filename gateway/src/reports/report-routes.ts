import type { BotReport, BotsReport, ReportBot } from '@switchboard/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
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
import { reportProblem } from './report-problems';

/** The period, passed on as given: each bot's service validates it and says what is wrong. */
const periodQuery = z.object({
  days: z.string().max(10).optional(),
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
});

const EXECUTIVE = 'analytics/business/dashboard/executive';

/**
 * A bot's answer with the period its service computed, before the reply is put together;
 * `periodError` is the service's reason for refusing the period.
 */
type Settled = BotReport & { from?: string; to?: string; periodError?: string };

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

  async function report(bot: ReportBot, query: string, log: FastifyBaseLogger): Promise<Settled> {
    const summary = { id: bot.id, name: bot.name, status: bot.status, avatar: bot.avatar };
    const target = bot.botPath ? targetUnder(bot.botPath, `${EXECUTIVE}?${query}`) : null;
    if (!target) return { ...summary, kpis: null, error: reportProblem.noAddress };
    try {
      const credential = serviceKeyHeaders(target, ctx.credentials);
      const answer = await exchangeJson(
        {
          url: target,
          method: 'GET',
          headers: { accept: 'application/json', ...credential },
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
      log.warn({ bot: bot.id, status: answer.status, reason }, 'report: bot service refused');
      return {
        ...summary,
        kpis: null,
        error: reportProblem.answered(answer.status),
        // Only a service we hold the credential for may word the period's fault: anyone
        // who can register a bot chooses what any other address answers.
        ...(answer.status === 400 && Object.keys(credential).length > 0
          ? { periodError: reason }
          : {}),
      };
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      log.warn({ bot: bot.id, reason: error.message }, 'report: bot service failed');
      return { ...summary, kpis: null, error: reportProblem.failed(error) };
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
    const settled = await Promise.all(listed.body.map((bot) => report(bot, period, request.log)));
    // When no service could answer and one refused the period, the period is the fault.
    const refused = settled.find((bot) => bot.periodError !== undefined);
    if (refused && !settled.some((bot) => bot.kpis)) {
      return sendError(reply, 400, refused.periodError!);
    }
    const answered = settled.find((bot) => bot.kpis);
    return {
      from: answered?.from ?? null,
      to: answered?.to ?? null,
      bots: settled.map(({ periodError: _ignored, from: _from, to: _to, ...bot }) => bot),
    } satisfies BotsReport;
  });
}
