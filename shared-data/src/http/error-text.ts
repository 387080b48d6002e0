import { isAxiosError } from 'axios';

/**
 * A server-provided `error` field wins; otherwise the catalogue message for
 * the action. A request that never got an answer says so, with the transport's reason.
 */
export function errorText(error: unknown, catalogueMessage: string): string {
  if (isAxiosError(error)) {
    const body: unknown = error.response?.data;
    if (body && typeof body === 'object' && 'error' in body) {
      const serverError = (body as { error: unknown }).error;
      if (typeof serverError === 'string' && serverError.trim()) return serverError;
    }
    if (!error.response) return `Network error: ${error.message}`;
  }
  return catalogueMessage;
}
