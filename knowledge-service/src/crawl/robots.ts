import robotsParser from 'robots-parser';
import { safeFetch, USER_AGENT, type FetchLimits } from './safe-fetch';

type Robots = ReturnType<typeof robotsParser>;

/** What a crawl asks of a site's robots.txt: may it fetch a URL, and how long to wait. */
export interface RobotsRules {
  allows(url: URL): Promise<boolean>;
  /**
   * Why `url` may not be fetched (robots.txt's rule, or why robots.txt itself failed), or
   * undefined; `what` names the URL in the rule's words ("the start URL", "this page").
   */
  refusal(url: URL, what?: string): Promise<string | undefined>;
  /** Seconds the site asks crawlers to wait between requests (0 when it does not say). */
  crawlDelay(url: URL): Promise<number>;
}

/**
 * Staff switched robots.txt off for a crawl: it is not fetched, so neither its rules nor
 * its Crawl-delay apply. The address policy is not part of this; every fetch still meets it.
 */
export const IGNORE_ROBOTS: RobotsRules = {
  allows: async () => true,
  refusal: async () => undefined,
  crawlDelay: async () => 0,
};

export const robotsRules = (respect: boolean, limits: FetchLimits): RobotsRules =>
  respect ? new RobotsCache(limits) : IGNORE_ROBOTS;

/**
 * robots.txt per origin, fetched once per crawl with the same limits as pages.
 * Missing (4xx) allows everything; unreachable or 5xx disallows everything,
 * as the robots exclusion standard (RFC 9309) says.
 */
interface LoadedRobots {
  robots: Robots;
  /** Set when robots.txt could not be read, so everything is disallowed: why. */
  failure?: string;
}

export class RobotsCache implements RobotsRules {
  private readonly byOrigin = new Map<string, Promise<LoadedRobots>>();

  constructor(private readonly limits: FetchLimits) {}

  async allows(url: URL): Promise<boolean> {
    return (await this.forOrigin(url.origin)).robots.isAllowed(url.href, USER_AGENT) !== false;
  }

  async refusal(url: URL, what = 'the start URL'): Promise<string | undefined> {
    const { robots, failure } = await this.forOrigin(url.origin);
    if (robots.isAllowed(url.href, USER_AGENT) !== false) return undefined;
    return failure
      ? `robots.txt ${failure}, which counts as disallowing the whole site`
      : `robots.txt disallows ${what}`;
  }

  async crawlDelay(url: URL): Promise<number> {
    const delay = (await this.forOrigin(url.origin)).robots.getCrawlDelay(USER_AGENT);
    return typeof delay === 'number' && Number.isFinite(delay) && delay > 0 ? delay : 0;
  }

  private forOrigin(origin: string): Promise<LoadedRobots> {
    let robots = this.byOrigin.get(origin);
    if (!robots) {
      robots = this.load(origin);
      this.byOrigin.set(origin, robots);
    }
    return robots;
  }

  private async load(origin: string): Promise<LoadedRobots> {
    const robotsUrl = `${origin}/robots.txt`;
    let failure: string;
    try {
      const page = await safeFetch(robotsUrl, this.limits);
      if (page.status >= 200 && page.status < 300)
        return { robots: robotsParser(robotsUrl, page.body) };
      if (page.status >= 400 && page.status < 500) return { robots: robotsParser(robotsUrl, '') };
      failure = `answered HTTP ${page.status}`;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      failure = /^timed out/i.test(message)
        ? `timed out (no answer in ${this.limits.timeoutMs} ms)`
        : `could not be fetched (${message})`;
    }
    return { robots: robotsParser(robotsUrl, 'User-agent: *\nDisallow: /'), failure };
  }
}
