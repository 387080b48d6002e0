import robotsParser from 'robots-parser';
import { safeFetch, USER_AGENT, type FetchLimits } from './safe-fetch';

type Robots = ReturnType<typeof robotsParser>;

/** What a crawl asks of a site's robots.txt: may it fetch a URL, and how long to wait. */
export interface RobotsRules {
  allows(url: URL): Promise<boolean>;
  /** Seconds the site asks crawlers to wait between requests (0 when it does not say). */
  crawlDelay(url: URL): Promise<number>;
}

/**
 * Staff switched robots.txt off for a crawl: it is not fetched, so neither its rules nor
 * its Crawl-delay apply. The address policy is not part of this; every fetch still meets it.
 */
export const IGNORE_ROBOTS: RobotsRules = {
  allows: async () => true,
  crawlDelay: async () => 0,
};

export const robotsRules = (respect: boolean, limits: FetchLimits): RobotsRules =>
  respect ? new RobotsCache(limits) : IGNORE_ROBOTS;

/**
 * robots.txt per origin, fetched once per crawl with the same limits as pages.
 * Missing (4xx) allows everything; unreachable or 5xx disallows everything,
 * as the robots exclusion standard (RFC 9309) says.
 */
export class RobotsCache implements RobotsRules {
  private readonly byOrigin = new Map<string, Promise<Robots>>();

  constructor(private readonly limits: FetchLimits) {}

  async allows(url: URL): Promise<boolean> {
    return (await this.forOrigin(url.origin)).isAllowed(url.href, USER_AGENT) !== false;
  }

  async crawlDelay(url: URL): Promise<number> {
    const delay = (await this.forOrigin(url.origin)).getCrawlDelay(USER_AGENT);
    return typeof delay === 'number' && Number.isFinite(delay) && delay > 0 ? delay : 0;
  }

  private forOrigin(origin: string): Promise<Robots> {
    let robots = this.byOrigin.get(origin);
    if (!robots) {
      robots = this.load(origin);
      this.byOrigin.set(origin, robots);
    }
    return robots;
  }

  private async load(origin: string): Promise<Robots> {
    const robotsUrl = `${origin}/robots.txt`;
    try {
      const page = await safeFetch(robotsUrl, this.limits);
      if (page.status >= 200 && page.status < 300) return robotsParser(robotsUrl, page.body);
      if (page.status >= 400 && page.status < 500) return robotsParser(robotsUrl, '');
    } catch {
      // Unreachable: fall through to disallow all.
    }
    return robotsParser(robotsUrl, 'User-agent: *\nDisallow: /');
  }
}
