import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';

type Runner = Pick<PGlite, 'query' | 'exec'>;

/** `query` and `exec` on `target` first let the event loop take waiting I/O, then run. */
function yieldFirst<T extends Runner>(target: T): T {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = (async (...args: Parameters<typeof query>) => {
    await nextTurn();
    return query(...args);
  }) as typeof target.query;
  target.exec = async (...args: Parameters<typeof exec>) => {
    await nextTurn();
    return exec(...args);
  };
  return target;
}

/**
 * PGlite runs each statement on the process's only thread and settles its promise without
 * going back to the event loop, so background work written as a chain of awaited
 * statements (the first start's seeded history: hundreds of chat turns) never let Node
 * read a socket until the chain ended: every request waited 12–40 s on a fresh platform.
 * Each statement, in a transaction too, now first lets waiting I/O in; a statement still
 * blocks for as long as it runs, but no chain of them does.
 */
export function yieldingPglite(client: PGlite): PGlite {
  yieldFirst(client);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => callback(yieldFirst(tx)));
  return client;
}
