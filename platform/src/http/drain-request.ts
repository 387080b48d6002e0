import type { FastifyRequest } from 'fastify';

/** How much of a refused body the platform still reads so its caller can hear the answer. */
const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

/**
 * Reads (and drops) what is left of a request body the platform refused part-way, such as
 * an upload over its limit, before answering. Closing a socket with unread bytes resets
 * the connection, and a caller still sending (the gateway streaming an upload) then sees
 * "write EPIPE" instead of the 413. A body past the drain limit is cut off instead.
 */
export function drainUnreadBody(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.destroyed || raw.readableEnded) return Promise.resolve();
  // Whatever parser was reading the body stopped at the error; nothing else may get it.
  raw.unpipe();
  raw.removeAllListeners('data');
  return new Promise((resolve) => {
    let drained = 0;
    raw.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_LIMIT_BYTES) raw.destroy();
    });
    raw.once('end', () => resolve());
    raw.once('close', () => resolve());
    raw.resume();
  });
}
