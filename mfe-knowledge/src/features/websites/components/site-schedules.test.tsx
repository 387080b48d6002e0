import { runSummary } from './site-schedules';

const run = {
  id: 'r1',
  site_id: 's1',
  trigger: 'manual' as const,
  pages_checked: 3,
  pages_changed: 1,
  pages_unchanged: 1,
  pages_gone: 1,
  pages_failed: 0,
  error: null,
  started_at: '2026-03-01T10:00:00.000Z',
  finished_at: '2026-03-01T10:00:05.000Z',
};

it('says what a sync found, or why it stopped', () => {
  expect(runSummary(null)).toBe('Never synced');
  expect(runSummary({ ...run, status: 'running' })).toBe(
    'Syncing: 3 checked · 1 changed · 1 gone · 0 failed',
  );
  expect(runSummary({ ...run, status: 'completed' })).toMatch(
    /: 3 checked · 1 changed · 1 gone · 0 failed$/,
  );
  expect(runSummary({ ...run, status: 'failed', error: 'The sync stopped' })).toBe(
    'Failed: The sync stopped',
  );
});
