import { baseApi } from '@switchboard/shared-data';
import { servicePath } from '../../service-path';
import type { CrawlJob, CrawlRequest, Webpage } from './webpage';

interface BotArg {
  botId: string;
}

const listTags = (botId: string) => [
  { type: 'Webpage' as const, id: `LIST-${botId}` },
  { type: 'Collection' as const, id: `LIST-${botId}` },
];

export const websitesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Webpage', 'Collection'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getWebpages: build.query<Webpage[], BotArg>({
        query: ({ botId }) => ({
          url: servicePath(botId, 'webpages/'),
          target: 'gateway',
          errorMessage: 'Failed to fetch web pages',
        }),
        transformResponse: (body: { webpages: Webpage[] }) => body.webpages,
        providesTags: (_rows, _error, { botId }) => [{ type: 'Webpage', id: `LIST-${botId}` }],
      }),
      startCrawl: build.mutation<CrawlJob, BotArg & { crawl: CrawlRequest }>({
        query: ({ botId, crawl }) => ({
          url: servicePath(botId, 'crawl/'),
          method: 'POST',
          target: 'gateway',
          data: crawl,
          errorMessage: 'Failed to crawl website',
        }),
      }),
      getCrawlJob: build.query<CrawlJob, BotArg & { jobId: string }>({
        query: ({ botId, jobId }) => ({
          url: servicePath(botId, `crawl/${encodeURIComponent(jobId)}`),
          target: 'gateway',
          errorMessage: 'Failed to crawl website',
        }),
      }),
      cancelCrawl: build.mutation<CrawlJob, BotArg & { jobId: string }>({
        query: ({ botId, jobId }) => ({
          url: servicePath(botId, `crawl/${encodeURIComponent(jobId)}`),
          method: 'DELETE',
          target: 'gateway',
          errorMessage: 'Failed to crawl website',
        }),
        invalidatesTags: (_job, _error, { botId }) => listTags(botId),
      }),
      /** The new pages of a running crawl appear as it goes. */
      refreshWebpages: build.mutation<null, BotArg>({
        queryFn: () => ({ data: null }),
        invalidatesTags: (_r, _e, { botId }) => listTags(botId),
      }),
      updateWebpage: build.mutation<Webpage, BotArg & { id: string; title: string }>({
        query: ({ botId, id, title }) => ({
          url: servicePath(botId, `webpages/${encodeURIComponent(id)}`),
          method: 'PUT',
          target: 'gateway',
          data: { title },
          errorMessage: 'Failed to update website',
        }),
        invalidatesTags: (_row, error, { botId }) => (error ? [] : listTags(botId)),
      }),
      deleteWebpage: build.mutation<{ id: string }, BotArg & { id: string }>({
        query: ({ botId, id }) => ({
          url: servicePath(botId, `webpages/${encodeURIComponent(id)}`),
          method: 'DELETE',
          target: 'gateway',
          errorMessage: 'Failed to delete website',
        }),
        invalidatesTags: (_row, error, { botId }) => (error ? [] : listTags(botId)),
      }),
      recrawlWebpage: build.mutation<Webpage, BotArg & { id: string }>({
        query: ({ botId, id }) => ({
          url: servicePath(botId, `webpages/${encodeURIComponent(id)}/recrawl`),
          method: 'POST',
          target: 'gateway',
          data: {},
          errorMessage: 'Failed to recrawl website',
        }),
      }),
    }),
  });

export const {
  useGetWebpagesQuery,
  useStartCrawlMutation,
  useGetCrawlJobQuery,
  useCancelCrawlMutation,
  useRefreshWebpagesMutation,
  useUpdateWebpageMutation,
  useDeleteWebpageMutation,
  useRecrawlWebpageMutation,
} = websitesApi;
