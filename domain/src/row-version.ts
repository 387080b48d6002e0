/**
 * Every editable row carries `updatedAt`; its entity tag is that instant, quoted. A form
 * that loaded a row can therefore send `If-Match` without having kept the response header,
 * and the server refuses the write (412) when someone saved the row in between.
 */
export function etagFor(updatedAt: string | Date): string {
  const instant = typeof updatedAt === 'string' ? new Date(updatedAt) : updatedAt;
  return `"${instant.toISOString()}"`;
}

/** The `error` of a write refused because the row changed since the caller loaded it. */
export const STALE_WRITE_MESSAGE =
  'Someone else saved this record after you loaded it; review their changes, then overwrite or reload';
