import { render, screen } from '@testing-library/react';
import { StateChip, stateTimes, type PipelineRow } from './pipeline-state';

const row = (changes: Partial<PipelineRow>): PipelineRow => ({
  status: 'ready',
  error: null,
  queued_at: '2026-03-01T10:00:00.000Z',
  extracting_at: '2026-03-01T10:00:00.500Z',
  indexing_at: '2026-03-01T10:00:02.000Z',
  ...changes,
});

it('says how long each state took, the last one until the row ended', () => {
  expect(stateTimes(row({}), '2026-03-01T10:00:02.250Z')).toBe(
    'queued 0.5 s · extracting 1.5 s · indexing 0.3 s',
  );
  // A row that failed while extracting never reached indexing.
  expect(stateTimes(row({ status: 'failed', indexing_at: null }), '2026-03-01T10:00:01.000Z')).toBe(
    'queued 0.5 s · extracting 0.5 s',
  );
});

it('names a failure with its reason', () => {
  render(<StateChip row={row({ status: 'failed', error: 'The PDF could not be read' })} />);
  expect(screen.getByLabelText('failed: The PDF could not be read')).toHaveTextContent('failed');
});
