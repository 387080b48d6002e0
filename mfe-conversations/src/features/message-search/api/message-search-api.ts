import type { MessageHitPage } from '@switchboard/domain';
import { baseApi } from '@switchboard/shared-data';

export interface MessageSearchArgs {
  q?: string;
  botId?: string;
  conversationId?: string;
  rating?: 'up' | 'down' | 'none' | 'any';
  declined?: 'true' | 'false';
  view?: 'all' | 'needs-review';
  limit: number;
  offset: number;
}

const defined = (args: MessageSearchArgs) =>
  Object.fromEntries(
    Object.entries(args).filter(([, value]) => value !== undefined && value !== ''),
  );

/** Full-text search over message text with the feedback filters, paged by the Bots API. */
export const messageSearchApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['MessageSearch'] })
  .injectEndpoints({
    endpoints: (build) => ({
      searchMessages: build.query<MessageHitPage, MessageSearchArgs>({
        query: (args) => ({
          url: '/api/message-search',
          params: defined(args),
          errorMessage: 'Failed to search messages',
        }),
        providesTags: ['MessageSearch'],
      }),
    }),
  });

export const { useSearchMessagesQuery } = messageSearchApi;
