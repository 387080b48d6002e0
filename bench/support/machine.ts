import os from 'node:os';

/** The load average now, as `1.23 / 2.34 / 3.45` (1, 5 and 15 minutes). */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

/** One line naming the machine a figure was measured on. */
export function describeMachine(): string {
  const cpus = os.cpus();
  return `${cpus.length} cores, ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.versions.node}, load average ${loadAverage()}`;
}
