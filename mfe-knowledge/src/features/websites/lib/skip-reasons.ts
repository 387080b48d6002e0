import type { CrawlSkipReason } from '@switchboard/domain';

/** Each reason a crawl skips a link, as staff read it in the skipped pages list. */
export const SKIP_REASON_LABELS: Record<CrawlSkipReason, string> = {
  robots: 'Disallowed by robots.txt',
  address: 'Refused by the address policy',
  include: 'Outside the include patterns',
  exclude: 'Matches an exclude pattern',
};
