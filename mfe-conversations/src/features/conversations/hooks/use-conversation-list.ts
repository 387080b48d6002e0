import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { DEFAULT_CONVERSATION_STATUS } from '@switchboard/domain';
import { useSession } from '@switchboard/shared-auth';
import { selectSelectedBotId, useAppSelector } from '@switchboard/shared-data';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { ConversationFilters, ConversationScope } from '../api/conversation-list-types';
import { useGetConversationPageQuery } from '../api/conversations-api';
import type { ScopeKind } from '../components/conversation-filters';
import { scopeErrorMessage } from '../lib/page-params';

const DEFAULT_FILTERS: ConversationFilters = {
  status: DEFAULT_CONVERSATION_STATUS,
  sort: 'lastActivityAt:desc',
};

/** The list's scope (kept in the address so it can be shared), filters, paging and data. */
export function useConversationList() {
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const selectedBotId = useAppSelector(selectSelectedBotId);
  const scopeKind = (params.get('scope') as ScopeKind | null) ?? 'all';
  const scopedUserId = params.get('userId');
  const scope: ConversationScope = useMemo(() => {
    if (scopeKind === 'mine' && user) return { kind: 'user', userId: user.id };
    if (scopeKind === 'user' && scopedUserId) return { kind: 'user', userId: scopedUserId };
    if (scopeKind === 'bot' && selectedBotId) return { kind: 'bot', botId: selectedBotId };
    return { kind: 'all' };
  }, [scopeKind, scopedUserId, user, selectedBotId]);

  const [filters, setFilters] = useState<ConversationFilters>(DEFAULT_FILTERS);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  // The one-user scope lists nothing until a user is picked (never everyone's instead).
  const needsUser = scopeKind === 'user' && !scopedUserId;
  const query = useGetConversationPageQuery(
    {
      scope,
      filters,
      limit: pagination.pageSize,
      offset: pagination.page * pagination.pageSize,
    },
    { skip: needsUser },
  );

  const changeFilters = (changes: Partial<ConversationFilters>) => {
    setFilters((current) => ({ ...current, ...changes }));
    setPagination((current) => ({ ...current, page: 0 }));
  };
  const setScope = (kind: ScopeKind, userId?: string | null) => {
    const next = new URLSearchParams();
    if (kind !== 'all') next.set('scope', kind);
    if (kind === 'user' && userId) next.set('userId', userId);
    setParams(next);
    setPagination((current) => ({ ...current, page: 0 }));
  };
  const [field, direction] = filters.sort.split(':');
  const sortModel: GridSortModel = [{ field: field!, sort: direction as 'asc' | 'desc' }];
  const onSortChange = (model: GridSortModel) => {
    const [first] = model;
    changeFilters({ sort: first?.sort ? `${first.field}:${first.sort}` : DEFAULT_FILTERS.sort });
  };

  return {
    scope,
    scopeKind,
    scopedUserId,
    needsUser,
    setScope,
    filters,
    changeFilters,
    // Clearing returns to the whole list: the scope is a filter too, or "Selected bot" would
    // stay set while the bar looks cleared.
    clearFilters: () => {
      changeFilters({ ...DEFAULT_FILTERS, q: filters.q });
      if (scopeKind !== 'all') setScope('all');
    },
    pagination,
    setPagination,
    sortModel,
    onSortChange,
    page: query.data,
    loading: query.isFetching,
    error: query.error ? apiErrorMessage(query.error, scopeErrorMessage(scope)) : null,
    refetch: query.refetch,
  };
}
