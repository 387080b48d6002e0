import type { z } from 'zod';
import { GoTrueError } from './gotrue-error';

/** A body checked against `schema`, or GoTrue's 400 naming the first problem. */
export function parseGoTrueBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new GoTrueError(400, 'validation_failed', `${where}${issue?.message ?? 'Invalid body'}`);
  }
  return result.data;
}
