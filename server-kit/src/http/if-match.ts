import type { FastifyRequest } from 'fastify';

/**
 * The versions named by `If-Match`: undefined when the header is absent (the write is
 * unconditional, as plain API calls have always been), '*' for any existing row, else the
 * instants of its strong tags. A header naming no valid tag can match nothing.
 */
export function requestedVersions(request: FastifyRequest): Date[] | '*' | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const tags = header.split(',').map((tag) => tag.trim());
  if (tags.includes('*')) return '*';
  return tags
    .filter((tag) => /^"[^"]*"$/.test(tag))
    .map((tag) => new Date(tag.slice(1, -1)))
    .filter((instant) => !Number.isNaN(instant.getTime()));
}
