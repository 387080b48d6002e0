import type { FastifyInstance, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The console calls some routes with a trailing slash (`/documents/`) and some
 * without; the app's router is strict about it, so both spellings are registered.
 */
export function both(
  app: FastifyInstance,
  method: Method,
  path: string,
  handler: RouteHandlerMethod,
  options: RouteShorthandOptions = {},
): void {
  const bare = path.replace(/(?<!\/)\/+$/, '');
  for (const url of [bare, `${bare}/`]) app.route({ ...options, method, url, handler });
}
