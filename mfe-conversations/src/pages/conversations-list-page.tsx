import Add from '@mui/icons-material/Add';
import Forum from '@mui/icons-material/Forum';
import ManageSearch from '@mui/icons-material/ManageSearch';
import RateReview from '@mui/icons-material/RateReview';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ApiError } from '@switchboard/shared-data';
import { selectSelectedBotId, useAppSelector, useGetBotsQuery } from '@switchboard/shared-data';
import { PageHeader, useConfirmedDelete, useToast } from '@switchboard/shared-ui';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ConversationRow } from '../features/conversations/api/conversation-list-types';
import {
  useDeleteConversationMutation,
  useUpdateConversationMutation,
} from '../features/conversations/api/conversations-api';
import { ConversationFiltersBar } from '../features/conversations/components/conversation-filters';
import { ConversationsGrid } from '../features/conversations/components/conversations-grid';
import { ExportButton } from '../features/conversations/components/export-button';
import { NewConversationDialog } from '../features/conversations/components/new-conversation-dialog';
import { useConversationList } from '../features/conversations/hooks/use-conversation-list';
import { UserPicker } from '../features/users/components/user-picker';

export default function ConversationsListPage() {
  const list = useConversationList();
  const toast = useToast();
  const selectedBotId = useAppSelector(selectSelectedBotId);
  const { data: botList = [] } = useGetBotsQuery();
  const bots = useMemo(() => new Map(botList.map((bot) => [bot.id, bot])), [botList]);
  const [creating, setCreating] = useState(false);
  const [updateConversation] = useUpdateConversationMutation();
  const [deleteConversation] = useDeleteConversationMutation();
  const deletion = useConfirmedDelete<ConversationRow>({
    noun: 'conversation',
    remove: (row) => deleteConversation(row.id),
    successMessage: 'Conversation deleted successfully',
    describe: (row) => (
      <>“{row.title}” and all its messages will be deleted. This cannot be undone.</>
    ),
    waitForServer: true,
  });

  const changeStatus = (row: ConversationRow, status: ConversationRow['status']) =>
    updateConversation({ id: row.id, status, updatedAt: row.updatedAt })
      .unwrap()
      .then(
        () =>
          toast.success(`Conversation ${status === 'ACTIVE' ? 'restored' : status.toLowerCase()}`),
        (error: ApiError) => toast.error(error.message),
      );

  return (
    <>
      <PageHeader
        title="Conversations"
        description="Conversations held with your bots, most recent activity first."
        secondaryActions={
          <>
            <Button
              component={RouterLink}
              to="/conversations/needs-review"
              startIcon={<RateReview />}
            >
              Needs review
            </Button>
            <Button component={RouterLink} to="/conversations/search" startIcon={<ManageSearch />}>
              Search messages
            </Button>
            <Button component={RouterLink} to="/conversations/playground" startIcon={<Forum />}>
              Knowledge chat
            </Button>
            <ExportButton
              scope={list.scope}
              filters={list.filters}
              botName={(id) => bots.get(id)?.name ?? 'Unknown bot'}
              disabled={list.needsUser}
            />
          </>
        }
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            New conversation
          </Button>
        }
      />
      <ConversationFiltersBar
        scope={list.scopeKind}
        onScopeChange={(kind) => list.setScope(kind)}
        userPicker={
          <UserPicker
            userId={list.scopedUserId}
            onChange={(user) => list.setScope('user', user?.id ?? null)}
          />
        }
        filters={list.filters}
        onChange={list.changeFilters}
        onClear={list.clearFilters}
        bots={botList}
      />
      {list.needsUser ? (
        <Alert severity="info">Pick a user to see their conversations.</Alert>
      ) : (
        <ConversationsGrid
          rows={list.page?.items ?? []}
          total={list.page?.total ?? 0}
          bots={bots}
          loading={list.loading}
          error={list.error}
          onRetry={() => void list.refetch()}
          pagination={list.pagination}
          onPaginationChange={list.setPagination}
          sortModel={list.sortModel}
          onSortChange={list.onSortChange}
          onSearch={(q) => {
            if ((q || undefined) !== list.filters.q) list.changeFilters({ q: q || undefined });
          }}
          onUserClick={(userId) => list.setScope('user', userId)}
          onStatus={(row, status) => void changeStatus(row, status)}
          onDelete={deletion.ask}
        />
      )}
      {creating ? (
        <NewConversationDialog
          open
          onClose={() => setCreating(false)}
          bots={botList}
          defaultBotId={selectedBotId}
        />
      ) : null}
      {deletion.dialog}
    </>
  );
}
