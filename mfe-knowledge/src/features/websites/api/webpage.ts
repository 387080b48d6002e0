export interface Webpage {
  id: string;
  url: string;
  title: string | null;
  collection_id: string | null;
  depth: number;
  status: 'ready' | 'failed';
  error: string | null;
  chunk_count: number;
  crawled_at: string | null;
  title_edited: boolean;
}

export type CrawlStatus = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

export interface CrawlJob {
  id: string;
  url: string;
  status: CrawlStatus;
  pages_queued: number;
  pages_fetched: number;
  pages_skipped: number;
  pages_failed: number;
  current_url: string | null;
  error: string | null;
}

export interface CrawlRequest {
  url: string;
  max_depth: number;
  max_pages: number;
  include_patterns?: string[];
  exclude_patterns?: string[];
  collection_id?: string;
  same_site: boolean;
  respect_robots: boolean;
}

export const crawlFinished = (job: CrawlJob | undefined) =>
  job !== undefined && job.status !== 'queued' && job.status !== 'running';
