import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  DEFAULT_STAFF_ANSWER_THRESHOLD,
  type StaffAnswer,
  type StaffAnswerInput,
} from '@switchboard/domain';
import type { Db } from '@switchboard/server-kit/db/connect';
import { kbStaffAnswers, kbStaffAnswerSettings } from '../kb-schema';

type Row = typeof kbStaffAnswers.$inferSelect;

export const staffAnswerJson = (row: Row): StaffAnswer => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  hits: row.hits,
  last_hit_at: row.lastHitAt ? row.lastHitAt.toISOString() : null,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const owned = (service: string, id: string) =>
  and(eq(kbStaffAnswers.service, service), eq(kbStaffAnswers.id, id));

/** LIKE's own wildcards in the search text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listStaffAnswers(
  db: Db,
  service: string,
  q: string | undefined,
  limit: number,
) {
  const where = and(
    eq(kbStaffAnswers.service, service),
    q
      ? or(
          ilike(kbStaffAnswers.question, likePattern(q)),
          ilike(kbStaffAnswers.answer, likePattern(q)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(kbStaffAnswers)
      .where(where)
      .orderBy(desc(kbStaffAnswers.updatedAt), kbStaffAnswers.id)
      .limit(limit),
    db.select({ value: count() }).from(kbStaffAnswers).where(where),
  ]);
  return { answers: rows.map(staffAnswerJson), total: Number(total?.value ?? 0) };
}

export async function createStaffAnswers(
  db: Db,
  service: string,
  inputs: StaffAnswerInput[],
  createdBy: string | null,
) {
  if (inputs.length === 0) return [];
  const rows = await db
    .insert(kbStaffAnswers)
    .values(inputs.map((input) => ({ service, ...input, createdBy })))
    .returning();
  return rows.map(staffAnswerJson);
}

/** The answer before and after, or undefined when the service has no such answer. */
export async function updateStaffAnswer(
  db: Db,
  service: string,
  id: string,
  input: StaffAnswerInput,
) {
  const [before] = await db.select().from(kbStaffAnswers).where(owned(service, id)).for('update');
  if (!before) return undefined;
  const [row] = await db
    .update(kbStaffAnswers)
    .set({ ...input, updatedAt: sql`now()` })
    .where(owned(service, id))
    .returning();
  return row && { before: staffAnswerJson(before), after: staffAnswerJson(row) };
}

/** The deleted answer, or undefined when the service had no such answer. */
export async function deleteStaffAnswer(db: Db, service: string, id: string) {
  const [row] = await db.delete(kbStaffAnswers).where(owned(service, id)).returning();
  return row && staffAnswerJson(row);
}

export async function staffAnswerThreshold(db: Db, service: string): Promise<number> {
  const [row] = await db
    .select({ threshold: kbStaffAnswerSettings.threshold })
    .from(kbStaffAnswerSettings)
    .where(eq(kbStaffAnswerSettings.service, service));
  return row?.threshold ?? DEFAULT_STAFF_ANSWER_THRESHOLD;
}

export async function setStaffAnswerThreshold(db: Db, service: string, threshold: number) {
  await db
    .insert(kbStaffAnswerSettings)
    .values({ service, threshold })
    .onConflictDoUpdate({
      target: kbStaffAnswerSettings.service,
      set: { threshold, updatedAt: sql`now()` },
    });
}
