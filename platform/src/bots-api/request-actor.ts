import type { AuditActor } from '@switchboard/server-kit/audit/audit-recorder';
import type { FastifyRequest } from 'fastify';

/** The signed-in admin the guard named, as the audit log records them. */
export const requestActor = (request: FastifyRequest): AuditActor => ({
  id: request.auth?.user.id ?? null,
  email: request.auth?.user.email ?? null,
});
