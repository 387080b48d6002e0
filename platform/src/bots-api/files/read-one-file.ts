import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '@switchboard/server-kit/http/api-error';

/**
 * The one multipart file of an upload request, read whole. A per-call fileSize limit
 * truncates silently instead of throwing; a cut-off file is refused (413), never stored.
 */
export async function readOneFile(request: FastifyRequest, maxBytes: number, noun: string) {
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file) throw badRequest(`Upload failed: send the ${noun} as a multipart file field`);
  const bytes = await file.toBuffer();
  if (file.file.truncated)
    throw new ApiError(413, `Upload failed: files are limited to ${maxBytes / 1024 / 1024} MiB`);
  return { file, bytes };
}
