import type { CrawlJob } from '@switchboard/domain';

export type { CrawlJob, CrawlStatus, Webpage } from '@switchboard/domain';

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
