import { baseApi, botServiceRequest, ifMatchHeaders } from '@switchboard/shared-data';
import { botListTag, type BotArg } from '../../../lib/bot-arg';
import type {
  CrawlSkipPage,
  DocumentChunk,
  Site,
  SiteSyncRun,
  SyncSchedule,
} from '@switchboard/domain';
import type { CrawlJob, CrawlRequest, Webpage } from './webpage';

const CRAWL_FAILED = 'Failed to crawl website';
export const SKIPS_FAILED = 'Failed to fetch the skipped pages';
const crawlPath = (jobId: string) => `crawl/${encodeURIComponent(jobId)}`;
const webpagePath = (id: string) => `webpages/${encodeURIComponent(id)}`;

// A crawl's pages change the websites' page counts (and a new crawl may add a website).
const listTags = (botId: string) => [
  botListTag('Webpage', botId),
  botListTag('Collection', botId),
  botListTag('Site', botId),
];
const sitePath = (id: string) => `sites/${encodeURIComponent(id)}`;

export const websitesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Webpage', 'Collection', 'Site'] })
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
        invalidatesTags: (_job, error, { botId }) => (error ? [] : [botListTag('Site', botId)]),
      }),
      /** The latest crawls (the service keeps the last 100): a website's first run is one. */
      getCrawlJobs: build.query<CrawlJob[], BotArg>({
        query: ({ botId }) => botServiceRequest(botId, 'crawl/', CRAWL_FAILED),
        // Refetched with the websites: a crawl that starts or ends changes both.
        providesTags: (_rows, _error, { botId }) => [botListTag('Site', botId)],
      }),
      getCrawlJob: build.query<CrawlJob, BotArg & { jobId: string }>({
        query: ({ botId, jobId }) => botServiceRequest(botId, crawlPath(jobId), CRAWL_FAILED),
      }),
      /** A page of the links the crawl skipped, each with the rule that refused it. */
      getCrawlSkips: build.query<
        CrawlSkipPage,
        BotArg & { jobId: string; limit: number; offset: number }
      >({
        query: ({ botId, jobId, limit, offset }) =>
          botServiceRequest(botId, `${crawlPath(jobId)}/skipped`, SKIPS_FAILED, {
            params: { limit, offset },
          }),
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
      getWebpageChunks: build.query<DocumentChunk[], BotArg & { id: string }>({
        query: ({ botId, id }) =>
          botServiceRequest(botId, `${webpagePath(id)}/chunks`, 'Failed to fetch web pages'),
        transformResponse: (body: { chunks: DocumentChunk[] }) => body.chunks,
        providesTags: (_rows, _error, { botId }) => [botListTag('Webpage', botId)],
      }),
      /** Fetches the given failed pages again (every failed page of the bot without ids). */
      retryFailedWebpages: build.mutation<
        { retried: string[]; skipped: number },
        BotArg & { ids?: string[] }
      >({
        query: ({ botId, ids }) =>
          botServiceRequest(botId, 'webpages/retry', 'Failed to retry web pages', {
            method: 'POST',
            data: ids ? { ids } : {},
          }),
        invalidatesTags: (_row, _error, { botId }) => [botListTag('Webpage', botId)],
      }),
      getSites: build.query<Site[], BotArg>({
        query: ({ botId }) => botServiceRequest(botId, 'sites', 'Failed to fetch websites'),
        transformResponse: (body: { sites: Site[] }) => body.sites,
        providesTags: (_rows, _error, { botId }) => [botListTag('Site', botId)],
      }),
      setSiteSchedule: build.mutation<Site, BotArg & { id: string; schedule: SyncSchedule }>({
        query: ({ botId, id, schedule }) =>
          botServiceRequest(botId, sitePath(id), 'Failed to update website', {
            method: 'PUT',
            data: { schedule },
          }),
        invalidatesTags: (_row, error, { botId }) => (error ? [] : [botListTag('Site', botId)]),
      }),
      syncSite: build.mutation<SiteSyncRun, BotArg & { id: string }>({
        query: ({ botId, id }) =>
          botServiceRequest(botId, `${sitePath(id)}/sync`, 'Failed to sync website', {
            method: 'POST',
            data: {},
          }),
        invalidatesTags: (_row, error, { botId }) => (error ? [] : [botListTag('Site', botId)]),
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
  useGetCrawlSkipsQuery,
  useCancelCrawlMutation,
  useRefreshWebpagesMutation,
  useUpdateWebpageMutation,
  useDeleteWebpageMutation,
  useRecrawlWebpageMutation,
  useGetWebpageChunksQuery,
  useRetryFailedWebpagesMutation,
  useGetSitesQuery,
  useGetCrawlJobsQuery,
  useSetSiteScheduleMutation,
  useSyncSiteMutation,
} = websitesApi;
