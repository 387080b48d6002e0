import type { Db } from '../db/connect';
import type { PlatformContext } from '../platform-context';
import type { KbConfig } from './kb-config';

/** What every knowledge-service route needs, built once per platform. */
export interface KbContext {
  platform: PlatformContext;
  db: Db;
  config: KbConfig;
  startedAt: number;
  /** Background work (crawls) that must finish or stop before the database closes. */
  background: BackgroundTasks;
  /** Running crawls by job id, so staff can cancel one. */
  crawls: Map<string, AbortController>;
}

export class BackgroundTasks {
  private readonly running = new Set<Promise<unknown>>();
  private readonly controller = new AbortController();

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  run(task: (signal: AbortSignal) => Promise<unknown>): void {
    const promise = task(this.controller.signal).finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  async stop(): Promise<void> {
    this.controller.abort();
    await Promise.allSettled([...this.running]);
  }
}
