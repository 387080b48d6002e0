import { baseApi } from '@switchboard/shared-data';
import { MAX_CONVERSATION_PAGE_WITH_MESSAGES } from '@switchboard/domain';
import { pageParams, scopeErrorMessage, scopeUrl } from '../lib/page-params';
import type { ExportableConversation } from '../lib/export-rows';
import type { ConversationPage } from './conversation-types';
import type { PageArgs } from './conversations-api';

export const EXPORT_BATCH = MAX_CONVERSATION_PAGE_WITH_MESSAGES;

export const exportPageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    exportPage: build.query<ConversationPage<ExportableConversation>, PageArgs>({
      query: ({ scope, filters, limit, offset }) => ({
        url: scopeUrl(scope),
        params: { ...pageParams(filters, { limit, offset }, scope), include: 'messages' },
        errorMessage: scopeErrorMessage(scope),
      }),
      // A batch is written out and forgotten: the store must not hold the whole export.
      keepUnusedDataFor: 0,
    }),
  }),
});
