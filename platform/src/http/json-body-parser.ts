import type { FastifyInstance } from 'fastify';

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
  return false;
}

/** PostgreSQL text cannot hold NUL (SQLSTATE 22021); refusing it here names the field's problem. */
export class NulCharacterError extends Error {
  readonly statusCode = 400;
  constructor() {
    super('Text may not contain the NUL character (\\u0000)');
  }
}

/**
 * Fastify's JSON parser (prototype-poisoning safe) except that an empty body
 * is no body: supabase-js POSTs /logout with a JSON content type and nothing in it.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const strict = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    return strict(request, text, (error, parsed) => {
      if (error) return done(error);
      // Only an escape can put NUL in parsed JSON, so most bodies skip the walk.
      if (/\\u0000/i.test(text) && holdsNul(parsed)) return done(new NulCharacterError());
      return done(null, parsed);
    });
  });
}
