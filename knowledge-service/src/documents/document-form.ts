import type { FastifyRequest } from 'fastify';
import { DUPLICATE_CHOICES, type DuplicateChoice } from '@switchboard/domain';
import { ApiError, badRequest } from '@switchboard/server-kit/http/api-error';

export interface DocumentForm {
  file?: { fileName: string; mimeType: string; bytes: Buffer };
  collectionId?: string | null;
  description?: string | null;
  isPublic?: boolean;
  title?: string;
  /** What to do when the file's content matches a stored document of the same bot. */
  onDuplicate?: DuplicateChoice;
}

const COLLECTION_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/;

function booleanField(value: string): boolean {
  const normalised = value.trim().toLowerCase();
  if (normalised === 'true') return true;
  if (normalised === 'false') return false;
  throw badRequest('is_public must be "true" or "false"');
}

function field(form: DocumentForm, name: string, value: string): void {
  switch (name) {
    case 'collection_id':
    case 'collectionId': {
      const id = value.trim();
      if (id !== '' && !COLLECTION_ID.test(id))
        throw badRequest('collection_id must be 1-100 letters, digits, "_", ".", ":" or "-"');
      form.collectionId = id === '' ? null : id;
      break;
    }
    case 'description':
      if (value.length > 10_000) throw badRequest('description is at most 10000 characters');
      form.description = value.trim() === '' ? null : value.trim();
      break;
    case 'is_public':
      form.isPublic = booleanField(value);
      break;
    case 'title':
      if (value.trim() === '' || value.length > 300)
        throw badRequest('title must be 1-300 characters');
      form.title = value.trim();
      break;
    case 'on_duplicate': {
      const choice = DUPLICATE_CHOICES.find((known) => known === value.trim());
      if (!choice) throw badRequest('on_duplicate must be "replace" or "keep"');
      form.onDuplicate = choice;
      break;
    }
    default:
      // Unknown fields are dropped, as in the Bots API.
      break;
  }
}

/**
 * Reads the upload form (file, collection_id, description, is_public as text).
 * A non-multipart body fails inside parts() and the error handler answers 415.
 */
export async function readDocumentForm(
  request: FastifyRequest,
  maxBytes: number,
): Promise<DocumentForm> {
  const form: DocumentForm = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value !== 'string') throw badRequest(`${part.fieldname} must be text`);
      field(form, part.fieldname, part.value);
      continue;
    }
    if (form.file) throw badRequest('Send one file per upload');
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
      throw error;
    }
    if (part.file.truncated) throw tooLarge(maxBytes);
    form.file = {
      fileName: (part.filename || 'upload').slice(0, 255),
      mimeType: part.mimetype || 'application/octet-stream',
      bytes,
    };
  }
  return form;
}

function tooLarge(maxBytes: number): ApiError {
  const limit =
    maxBytes >= 1024 * 1024
      ? `${(maxBytes / 1024 / 1024).toFixed(maxBytes % (1024 * 1024) === 0 ? 0 : 1)} MB`
      : `${maxBytes} bytes`;
  return new ApiError(413, `File is too large: the limit is ${limit} (KB_MAX_UPLOAD_BYTES)`);
}
