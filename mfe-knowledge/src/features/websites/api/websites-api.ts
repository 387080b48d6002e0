import { baseApi, botServiceRequest, ifMatchHeaders } from '@switchboard/shared-data';
import { botListTag, type BotArg } from '../../../lib/bot-arg';
import type { CrawlJob, CrawlRequest, Webpage } from './webpage';

const CRAWL_FAILED = 'Failed to crawl website';
const crawlPath = (jobId: string) => `crawl/${encodeURIComponent(jobId)}`;
const webpagePath = (id: string) => `webpages/${encodeURIComponent(id)}`;

const listTags = (botId: string) => [botListTag('Webpage', botId), botListTag('Collection', botId)];

export const websitesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Webpage', 'Collection'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getWebpages: build.query<Webpage[], BotArg>({
        query: ({ botId }) => botServiceRequest(botId, 'webpages/', 'Failed to fetch web pages'),
        transformResponse: (body: { webpages: Webpage[] }) => body.webpages,
        providesTags: (_rows, _error, { botId }) => [botListTag('Webpage', botId)],
      }),
      startCrawl: build.mutation<CrawlJob, BotArg & { crawl: CrawlRequest }>({
        query: ({ botId, crawl }) =>
          botServiceRequest(botId, 'crawl/', CRAWL_FAILED, { method: 'POST', data: crawl }),
      }),
      getCrawlJob: build.query<CrawlJob, BotArg & { jobId: string }>({
        query: ({ botId, jobId }) => botServiceRequest(botId, crawlPath(jobId), CRAWL_FAILED),
      }),
      cancelCrawl: build.mutation<CrawlJob, BotArg & { jobId: string }>({
        query: ({ botId, jobId }) =>
          botServiceRequest(botId, crawlPath(jobId), CRAWL_FAILED, { method: 'DELETE' }),
        invalidatesTags: (_job, _error, { botId }) => listTags(botId),
      }),
      /** The new pages of a running crawl appear as it goes. */
      refreshWebpages: build.mutation<null, BotArg>({
        queryFn: () => ({ data: null }),
        invalidatesTags: (_r, _e, { botId }) => listTags(botId),
      }),
      updateWebpage: build.mutation<
        Webpage,
        // updatedAt: the version the form loaded, sent as If-Match (412 when someone saved since).
        BotArg & { id: string; title: string; updatedAt?: string }
      >({
        query: ({ botId, id, title, updatedAt }) =>
          botServiceRequest(botId, webpagePath(id), 'Failed to update website', {
            method: 'PUT',
            data: { title },
            headers: ifMatchHeaders(updatedAt),
          }),
        // A stale save (412) refreshes too, so the list shows what the other person saved.
        invalidatesTags: (_row, error, { botId }) =>
          error && error.status !== 412 ? [] : listTags(botId),
      }),
      deleteWebpage: build.mutation<{ id: string }, BotArg & { id: string }>({
        query: ({ botId, id }) =>
          botServiceRequest(botId, webpagePath(id), 'Failed to delete website', {
            method: 'DELETE',
          }),
        invalidatesTags: (_row, error, { botId }) => (error ? [] : listTags(botId)),
      }),
      recrawlWebpage: build.mutation<Webpage, BotArg & { id: string }>({
        query: ({ botId, id }) =>
          botServiceRequest(botId, `${webpagePath(id)}/recrawl`, 'Failed to recrawl website', {
            method: 'POST',
            data: {},
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
