import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '@switchboard/server-kit/http/api-error';
import { diskFull } from '@switchboard/server-kit/db/disk-full';
import { drainUnreadBody } from './drain-request';
import { findPgError, pgErrorToHttp } from './pg-error';
import { GoTrueError } from '../auth/gotrue-error';
import type { BodyTooLargeConfig } from './import-body-limit';

const AUTH_PREFIX = '/auth/v1';
export const DISK_FULL_MESSAGE =
  "The server's disk is full, so nothing was saved; try again once space has been freed";

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  message: string,
  code?: string,
) {
  if (request.url.startsWith(AUTH_PREFIX)) {
    return reply.status(statusCode).send({
      code: code ?? (statusCode >= 500 ? 'unexpected_failure' : 'validation_failed'),
      message,
      msg: message,
    });
  }
  return reply.status(statusCode).send({ error: message });
}

function fastifyClientMessage(error: FastifyError, request: FastifyRequest): string | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return (
        (request.routeOptions.config as BodyTooLargeConfig | undefined)?.bodyTooLarge ??
        'Request body is too large'
      );
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body must not be empty';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'Expected a multipart/form-data body';
    default:
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
        return 'Malformed JSON body';
      return undefined;
  }
}

/**
 * One place turns every failure into JSON: deliberate errors keep their
 * message, client mistakes caught by Fastify or PostgreSQL become 4xx, and
 * only real faults are 500 (logged, never echoed).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // A write that went through says the disk has room again (for readiness).
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 300)
      diskFull.clear();
  });
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error.statusCode === 413) await drainUnreadBody(request);
    if (error instanceof GoTrueError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (error instanceof ApiError) {
      if (error.details) {
        return reply.status(error.statusCode).send({ error: error.message, ...error.details });
      }
      return send(request, reply, error.statusCode, error.message);
    }
    // Insufficient Storage: this request fails, the process and everyone else's reads go on.
    if (diskFull.note(error)) {
      request.log.error({ err: error }, 'disk full');
      return send(request, reply, 507, DISK_FULL_MESSAGE);
    }
    const pgError = findPgError(error);
    const mapped = pgError ? pgErrorToHttp(pgError) : undefined;
    if (mapped) return send(request, reply, mapped.statusCode, mapped.message);
    const clientMessage = fastifyClientMessage(error, request);
    if (clientMessage) {
      // @fastify/multipart says 406 for a non-multipart body; 415 is what that means.
      const status =
        error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
          ? 415
          : error.statusCode && error.statusCode >= 400 && error.statusCode < 500
            ? error.statusCode
            : 400;
      return send(request, reply, status, clientMessage);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(request, reply, error.statusCode, error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, 'Internal server error');
  });

  app.setNotFoundHandler((request, reply) =>
    send(request, reply, 404, `Route ${request.method} ${request.url.split('?')[0]} not found`),
  );
}
