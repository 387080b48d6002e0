import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { MessageHit } from '@switchboard/domain';
import { EmptyState, RetryAlert } from '@switchboard/shared-ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { HighlightedText } from '../../../lib/highlighted-text';
import { useSearchMessagesQuery, type MessageSearchArgs } from '../api/message-search-api';

export const PAGE_SIZES = [10, 25, 50, 100];

export interface MessageHitListProps {
  args: MessageSearchArgs;
  onPage: (page: { limit: number; offset: number }) => void;
  emptyTitle: string;
  emptyMessage: string;
  /** Per hit, beside its rating (e.g. "Improve this answer"). */
  actions?: (hit: MessageHit) => ReactNode;
}

function FeedbackChips({ hit }: { hit: MessageHit }) {
  const { rating, declined, improvedAt } = hit.feedback;
  return (
    <Stack direction="row" spacing={0.5}>
      {rating ? (
        <Chip
          size="small"
          color={rating.rating === 'up' ? 'success' : 'error'}
          label={`Rated ${rating.rating}`}
          title={rating.comment ?? undefined}
        />
      ) : null}
      {hit.messageType === 'ASSISTANT' && hit.fromBot === false ? (
        <Chip size="small" variant="outlined" label="Written by staff, not the bot" />
      ) : null}
      {declined ? <Chip size="small" color="warning" label="Declined" /> : null}
      {improvedAt ? (
        <Chip size="small" variant="outlined" color="success" label="Improved" />
      ) : null}
    </Stack>
  );
}

/** One server page of messages found, each with its match marked and a link into its thread. */
export function MessageHitList({
  args,
  onPage,
  emptyTitle,
  emptyMessage,
  actions,
}: MessageHitListProps) {
  const { data, error, isFetching, refetch } = useSearchMessagesQuery(args);
  if (error) {
    return (
      <RetryAlert onRetry={() => void refetch()}>
        {apiErrorMessage(error, 'Failed to search messages')}
      </RetryAlert>
    );
  }
  return (
    <Paper variant="outlined">
      {isFetching ? <LinearProgress aria-label="Searching messages" /> : null}
      {data && data.items.length === 0 ? (
        <EmptyState title={emptyTitle} message={emptyMessage} />
      ) : null}
      <Stack component="ol" aria-label="Messages found" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {(data?.items ?? []).map((hit) => (
          <Stack
            component="li"
            key={hit.id}
            spacing={0.5}
            sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}
            data-testid="message-hit"
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Link
                component={RouterLink}
                to={`/conversations/${hit.conversationId}${args.q ? `?q=${encodeURIComponent(args.q)}` : ''}`}
                variant="subtitle2"
              >
                {hit.conversationTitle}
              </Link>
              <Typography variant="caption" color="text.secondary">
                {hit.messageType === 'USER' ? 'Question' : 'Answer'} ·{' '}
                <time dateTime={hit.createdAt}>{new Date(hit.createdAt).toLocaleString()}</time>
              </Typography>
              <FeedbackChips hit={hit} />
            </Stack>
            {hit.question ? (
              <Typography variant="body2" color="text.secondary">
                Asked: {hit.question}
              </Typography>
            ) : null}
            <Typography variant="body2" component="div">
              <HighlightedText text={hit} />
            </Typography>
            {actions ? <div>{actions(hit)}</div> : null}
          </Stack>
        ))}
      </Stack>
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={Math.floor(args.offset / args.limit)}
        rowsPerPage={args.limit}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, page) => onPage({ limit: args.limit, offset: page * args.limit })}
        onRowsPerPageChange={(event) => onPage({ limit: Number(event.target.value), offset: 0 })}
      />
    </Paper>
  );
}
