import { STAFF_ANSWER_IMPORT_BODY_BYTES, STAFF_ANSWER_IMPORT_TOO_LARGE } from '@switchboard/domain';
import type { FastifyInstance } from 'fastify';

/** A route's own words for a body past its limit (read by the error handler). */
export interface BodyTooLargeConfig {
  bodyTooLarge?: string;
}

/**
 * The staff-answer CSV import is the one JSON body past the platform's 256 KiB: its route
 * (the knowledge service's, registered after this) takes the import's own limit, and a
 * larger body is told that limit rather than a bare "too large".
 */
export function raiseImportBodyLimit(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.endsWith('/staff-answers/import')) return;
    route.bodyLimit = STAFF_ANSWER_IMPORT_BODY_BYTES;
    const config: BodyTooLargeConfig = { bodyTooLarge: STAFF_ANSWER_IMPORT_TOO_LARGE };
    route.config = { ...route.config, ...config };
  });
}
