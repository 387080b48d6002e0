import { selectSelectedBotId, useAppSelector } from '@switchboard/shared-data';
import { PageHeader } from '@switchboard/shared-ui';
import { useState } from 'react';
import { ImproveButton } from '../features/feedback/components/improve-button';
import { MessageHitList } from '../features/message-search/components/message-hit-list';
import {
  MessageSearchFilters,
  type SearchFilters,
} from '../features/message-search/components/message-search-filters';
import { BackToConversations } from '../components/back-to-conversations';

/** Answers rated down or declined and not yet improved, oldest first: the staff's work list. */
export default function NeedsReviewPage() {
  const botId = useAppSelector(selectSelectedBotId) ?? undefined;
  const [page, setPage] = useState({ limit: 25, offset: 0 });
  const [filters, setFilters] = useState<SearchFilters>({});
  return (
    <>
      <PageHeader
        title="Needs review"
        description="Answers of the selected bot that were rated down or said they don't know, and that no staff answer has improved yet, oldest first."
        actions={<BackToConversations />}
      />
      <MessageSearchFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage((current) => ({ ...current, offset: 0 }));
        }}
        ratingAndDeclined={false}
      />
      <MessageHitList
        args={{ botId, view: 'needs-review', q: filters.q, ...page }}
        onPage={setPage}
        emptyTitle="Nothing needs review"
        emptyMessage="No answer is rated down or declined without a staff answer."
        actions={(hit) => (
          <ImproveButton
            target={{
              messageId: hit.id,
              conversationId: hit.conversationId,
              question: hit.question ?? '',
              answer: hit.content,
            }}
          />
        )}
      />
    </>
  );
}
