import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { RUNNING_STATUSES } from '@switchboard/domain';

/** What a document or web page says about its way through the pipeline. */
export interface PipelineRow {
  status: string;
  error: string | null;
  queued_at: string | null;
  extracting_at: string | null;
  indexing_at: string | null;
}

const COLOUR: Record<string, 'success' | 'info' | 'error' | 'warning' | 'default'> = {
  queued: 'default',
  extracting: 'info',
  indexing: 'info',
  ready: 'success',
  failed: 'error',
  gone: 'warning',
};

export const isRunning = (status: string) =>
  (RUNNING_STATUSES as readonly string[]).includes(status);

/** The state, coloured; a failure's reason is in its tooltip and its accessible name. */
export function StateChip({ row }: { row: PipelineRow }) {
  const chip = (
    <Chip
      size="small"
      label={row.status}
      color={COLOUR[row.status] ?? 'default'}
      aria-label={row.error ? `${row.status}: ${row.error}` : row.status}
    />
  );
  return row.error ? <Tooltip title={row.error}>{chip}</Tooltip> : chip;
}

const seconds = (from: string, to: string) =>
  `${Math.max(0, (Date.parse(to) - Date.parse(from)) / 1000).toFixed(1)} s`;

/**
 * The time spent in each state so far: each state lasts until the next began, the last
 * one until `endedAt` (or now, while it runs).
 */
export function stateTimes(row: PipelineRow, endedAt: string | null): string {
  const marks = [
    ['queued', row.queued_at],
    ['extracting', row.extracting_at],
    ['indexing', row.indexing_at],
  ].filter((mark): mark is [string, string] => Boolean(mark[1]));
  const end = isRunning(row.status) ? new Date().toISOString() : (endedAt ?? undefined);
  return marks
    .map(([state, at], index) => {
      const next = marks[index + 1]?.[1] ?? end;
      return next ? `${state} ${seconds(at, next)}` : state;
    })
    .join(' · ');
}
