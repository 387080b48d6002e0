import type { DocumentFields } from './document';

/**
 * The multipart body the service reads: only the fields present, `is_public` as text,
 * and an empty collection sent as "" (none) only when the caller chose none on purpose.
 */
export function documentFormData(fields: DocumentFields, file?: File): FormData {
  const form = new FormData();
  if (file) form.append('file', file, file.name);
  if (fields.title !== undefined) form.append('title', fields.title);
  if (fields.collection_id !== undefined) form.append('collection_id', fields.collection_id ?? '');
  if (fields.description !== undefined) form.append('description', fields.description);
  if (fields.is_public !== undefined) form.append('is_public', String(fields.is_public));
  if (fields.on_duplicate !== undefined) form.append('on_duplicate', fields.on_duplicate);
  return form;
}
