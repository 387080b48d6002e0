import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  staffAnswerImportSchema,
  staffAnswerInputSchema,
  staffAnswerSettingsSchema,
  type StaffAnswer,
} from '@switchboard/domain';
import { ApiError, notFound } from '@switchboard/server-kit/http/api-error';
import { isUuid, parseOrThrow } from '@switchboard/server-kit/http/validate';
import { callerOf, staffRight } from '../chat-sessions/session-owner';
import { auditedWrite } from '../audit/audited-write';
import type { KbContext } from '../kb-context';
import { both } from '../route-paths';
import { staffAnswersFromCsv } from './staff-answer-csv';
import {
  consoleOperationKey,
  markPending,
  recordPendingWrite,
} from '../pending-writes/pending-writes';
import {
  createStaffAnswers,
  deleteStaffAnswer,
  listStaffAnswers,
  setStaffAnswerThreshold,
  staffAnswerThreshold,
  updateStaffAnswer,
} from './staff-answer-store';

const NOT_FOUND = 'Staff answer not found';
type IdParams = { Params: { slug: string; id: string } };

const listQuery = z.object({
  q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(1000, 'limit must be at most 1000')
    .default(200),
});

/**
 * Staff answers are written by the bot's admins: the gateway vouches for them with its
 * staff claim, which only holders of the service credential can send. A direct caller
 * (an end user's app) may chat and rate, never write what the bot answers.
 */
function requireStaff(request: FastifyRequest): string | null {
  if (!staffRight(request)) {
    throw new ApiError(403, 'Only bot admins manage staff answers');
  }
  return callerOf(request, undefined) ?? null;
}

const ownId = (id: string) => {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  return id.toLowerCase();
};

const answerChange = (answer: StaffAnswer) =>
  ({ kind: 'staff-answer', id: answer.id, name: answer.question }) as const;

export function registerStaffAnswerRoutes(app: FastifyInstance, ctx: KbContext): void {
  const { db } = ctx;
  const service = (request: FastifyRequest) => request.kbService.slug;

  both(app, 'GET', '/staff-answers', async (request) => {
    requireStaff(request);
    const { q, limit } = parseOrThrow(listQuery, request.query);
    const [list, threshold] = await Promise.all([
      listStaffAnswers(db, service(request), q, limit),
      staffAnswerThreshold(db, service(request)),
    ]);
    const answers = await markPending(db, service(request), 'staff_answer', list.answers);
    return { ...list, answers, threshold };
  });

  both(app, 'POST', '/staff-answers', async (request, reply) => {
    const by = requireStaff(request);
    const input = parseOrThrow(staffAnswerInputSchema, request.body);
    // Made by "Improve this answer": pending until the console is seen to mark the answer.
    const created = await auditedWrite(
      ctx,
      request,
      async (tx) => {
        const [made] = await createStaffAnswers(tx, service(request), [input], by);
        await recordPendingWrite(tx, request, 'staff_answer', made!.id);
        return made!;
      },
      (answer) => ({ ...answerChange(answer), action: 'create', after: answer }),
    );
    return reply
      .status(201)
      .send(consoleOperationKey(request) ? { ...created, pending: true } : created);
  });

  app.put<IdParams>('/staff-answers/:id', async (request) => {
    requireStaff(request);
    const input = parseOrThrow(staffAnswerInputSchema, request.body);
    const updated = await auditedWrite(
      ctx,
      request,
      (tx) => updateStaffAnswer(tx, service(request), ownId(request.params.id), input),
      (change) => change && { ...answerChange(change.after), action: 'update', ...change },
    );
    if (!updated) throw notFound(NOT_FOUND);
    return updated.after;
  });

  app.delete<IdParams>('/staff-answers/:id', async (request) => {
    requireStaff(request);
    const deleted = await auditedWrite(
      ctx,
      request,
      (tx) => deleteStaffAnswer(tx, service(request), ownId(request.params.id)),
      (answer) => answer && { ...answerChange(answer), action: 'delete', before: answer },
    );
    if (!deleted) throw notFound(NOT_FOUND);
    return { message: 'Staff answer deleted', id: request.params.id };
  });

  app.get('/staff-answer-settings', async (request) => {
    requireStaff(request);
    return { threshold: await staffAnswerThreshold(db, service(request)) };
  });

  app.put('/staff-answer-settings', async (request) => {
    requireStaff(request);
    const { threshold } = parseOrThrow(staffAnswerSettingsSchema, request.body);
    await auditedWrite(
      ctx,
      request,
      async (tx) => {
        const before = await staffAnswerThreshold(tx, service(request));
        await setStaffAnswerThreshold(tx, service(request), threshold);
        return before;
      },
      (before) => ({
        action: 'update',
        kind: 'staff-answer-threshold',
        id: service(request),
        name: 'Staff answer threshold',
        before: { threshold: before },
        after: { threshold },
      }),
    );
    return { threshold };
  });

  app.post('/staff-answers/import', async (request) => {
    const by = requireStaff(request);
    const { csv } = parseOrThrow(staffAnswerImportSchema, request.body);
    const created = await auditedWrite(
      ctx,
      request,
      (tx) => createStaffAnswers(tx, service(request), staffAnswersFromCsv(csv), by),
      (answers) =>
        answers.length > 0
          ? {
              action: 'create',
              kind: 'staff-answer',
              id: null,
              name: `${answers.length} staff answers imported from CSV`,
              after: { imported: answers.length },
            }
          : undefined,
    );
    return { imported: created.length };
  });
}
