import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { STATEMENTS } from './yielding-probe';

/*
 * The mechanism, not a duration: a callback queued on the event loop (as a socket's data
 * would be) runs while a chain of awaited PGlite statements is still going, through
 * drizzle, inside a transaction, and as the plain SQL the job queue sends. Before, PGlite
 * settled each statement without going back to the loop, and the callback ran only once
 * the whole chain had ended (20 of 20).
 */
it('a PGlite store lets the event loop in between the statements of a chain', () => {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'yielding-probe.ts')],
    { encoding: 'utf8' },
  );
  expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
  const seenAt = JSON.parse(result.stdout) as Record<string, number>;
  expect(Object.keys(seenAt)).toEqual(['drizzle', 'transaction', 'plain']);
  for (const finished of Object.values(seenAt)) expect(finished).toBeLessThan(STATEMENTS);
});
