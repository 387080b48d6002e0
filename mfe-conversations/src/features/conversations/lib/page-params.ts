import type { ConversationFilters, ConversationScope } from '../api/conversation-list-types';

/** The list address of a scope (the three list calls of docs/product-rules.md). */
export function scopeUrl(scope: ConversationScope): string {
  if (scope.kind === 'user') return `/api/conversations/user/${encodeURIComponent(scope.userId)}`;
  if (scope.kind === 'bot') return `/api/bots/${encodeURIComponent(scope.botId)}/conversations`;
  return '/api/conversations';
}

/** Catalogue message of a scope's list failure. */
export function scopeErrorMessage(scope: ConversationScope): string {
  if (scope.kind === 'user') return 'Failed to fetch user conversations';
  if (scope.kind === 'bot') return 'Failed to fetch bot conversations';
  return 'Failed to fetch conversations';
}

const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/** Query parameters of a page; date filters are whole local days (yyyy-mm-dd). */
export function pageParams(
  filters: ConversationFilters,
  page: { limit: number; offset: number },
  scope: ConversationScope,
): Record<string, string | number> {
  const params: Record<string, string | number> = {
    limit: page.limit,
    offset: page.offset,
    sort: filters.sort,
    status: filters.status,
  };
  if (filters.botId && scope.kind !== 'bot') params.botId = filters.botId;
  if (filters.q?.trim()) params.q = filters.q.trim();
  if (filters.updatedFrom) params.updatedFrom = dayStart(filters.updatedFrom);
  if (filters.updatedTo) params.updatedTo = dayEnd(filters.updatedTo);
  if (filters.createdFrom) params.createdFrom = dayStart(filters.createdFrom);
  if (filters.createdTo) params.createdTo = dayEnd(filters.createdTo);
  return params;
}
