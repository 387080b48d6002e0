import { selectSelectedBotId, useAppSelector } from '@switchboard/shared-data';
import { PageHeader } from '@switchboard/shared-ui';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ImproveButton } from '../features/feedback/components/improve-button';
import type { MessageSearchArgs } from '../features/message-search/api/message-search-api';
import { MessageHitList, PAGE_SIZES } from '../features/message-search/components/message-hit-list';
import {
  MessageSearchFilters,
  type SearchFilters,
} from '../features/message-search/components/message-search-filters';
import { BackToConversations } from '../components/back-to-conversations';

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]) =>
  allowed.includes(value as T) ? (value as T) : undefined;

/** Full-text search in message text, with rating and declined filters; kept in the address. */
export default function MessageSearchPage() {
  const botId = useAppSelector(selectSelectedBotId) ?? undefined;
  const [params, setParams] = useSearchParams();
  const limit = oneOf(params.get('limit'), PAGE_SIZES.map(String)) ?? '25';
  const args: MessageSearchArgs = {
    botId,
    q: params.get('q') ?? undefined,
    rating: oneOf(params.get('rating'), ['up', 'down', 'none', 'any'] as const),
    declined: oneOf(params.get('declined'), ['true', 'false'] as const),
    limit: Number(limit),
    offset: Math.max(0, Number(params.get('offset')) || 0),
  };
  const update = useCallback(
    (next: Partial<MessageSearchArgs>) =>
      setParams((current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === undefined || value === '') merged.delete(key);
          else merged.set(key, String(value));
        }
        return merged;
      }),
    [setParams],
  );
  const onFilters = useCallback(
    (filters: SearchFilters) =>
      update({ q: filters.q, rating: filters.rating, declined: filters.declined, offset: 0 }),
    [update],
  );
  return (
    <>
      <PageHeader
        title="Search messages"
        description="Find questions and answers by their words (full-text, all forms of a word), and narrow them by rating or declined answers."
        actions={<BackToConversations />}
      />
      <MessageSearchFilters
        filters={{ q: args.q, rating: args.rating, declined: args.declined }}
        onChange={onFilters}
      />
      <MessageHitList
        args={args}
        onPage={update}
        emptyTitle="No messages found"
        emptyMessage="No message of the selected bot matches these words and filters."
        actions={(hit) =>
          // Only the bot's own answers are improved by a staff answer.
          hit.messageType === 'ASSISTANT' && hit.fromBot !== false ? (
            <ImproveButton
              target={{
                messageId: hit.id,
                conversationId: hit.conversationId,
                question: hit.question ?? '',
                answer: hit.content,
              }}
            />
          ) : null
        }
      />
    </>
  );
}
