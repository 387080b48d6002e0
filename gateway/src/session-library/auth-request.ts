import type { FastifyReply, FastifyRequest } from 'fastify';

/** Form or JSON fields as strings (the session library posts forms; fetch clients post JSON). */
export function fields(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) out[key] = String(value);
  }
  return out;
}

export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Like the session library: `json=true` or an Accept of JSON gets `{ url }` instead of a 302. */
function wantsJson(request: FastifyRequest): boolean {
  return (
    fields(request.body).json === 'true' ||
    (request.headers.accept ?? '').includes('application/json')
  );
}

/** Sends the browser to a path of this origin, as a redirect or as `{ url }` (absolute, so
 * a client can read its query with `new URL`). */
export function goTo(request: FastifyRequest, reply: FastifyReply, path: string) {
  if (wantsJson(request)) return reply.send({ url: `${originOf(request)}${path}` });
  return reply.redirect(path, 302);
}
