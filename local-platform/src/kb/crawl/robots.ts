import robotsParser from 'robots-parser';
import { safeFetch, USER_AGENT, type FetchLimits } from './safe-fetch';

type Robots = ReturnType<typeof robotsParser>;

/**
 * robots.txt per origin, fetched once per crawl with the same limits as pages.
 * Missing (4xx) allows everything; unreachable or 5xx disallows everything,
 * as the robots exclusion standard (RFC 9309) says.
 */
export class RobotsCache {
  private readonly byOrigin = new Map<string, Promise<Robots>>();

  constructor(private readonly limits: FetchLimits) {}

  async allows(url: URL): Promise<boolean> {
    let robots = this.byOrigin.get(url.origin);
    if (!robots) {
      robots = this.load(url.origin);
      this.byOrigin.set(url.origin, robots);
    }
    return (await robots).isAllowed(url.href, USER_AGENT) !== false;
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
