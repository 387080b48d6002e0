/**
 * A key for one user action (pressing Send, rating, saving a staff answer or a business), kept across
 * its Retries so the server can tell a repeat from a new action.
 */
export function newActionKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const random = Array.from({ length: 4 }, () => Math.random().toString(36).slice(2, 10));
  return `action-${Date.now().toString(36)}-${random.join('')}`;
}
