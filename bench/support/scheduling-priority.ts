import fs from 'node:fs';
import { descendants } from './process-cpu';

/** The nice value given to the bench's scheduling groups: well ahead of the default 0. */
const FAVOURED_NICE = -15;

/**
 * Gives the bench's processes first claim on the CPUs, so a timed step measures the
 * console rather than how long other people's work kept the page's thread waiting. Linux
 * shares the CPUs between sessions first (autogroups) and only then between a session's
 * threads, so a process's own nice value does nothing against another session's
 * compile; the group's does. The bench's session and the browser's (Playwright starts
 * Chromium in a session of its own) are both raised. Needs root; without it, or without
 * autogroups, nothing changes and the reason is returned.
 */
export function favourBench(): string {
  const groups = new Map<string, number>();
  for (const pid of [process.pid, ...descendants()]) {
    try {
      const group = fs.readFileSync(`/proc/${pid}/autogroup`, 'utf8').split(' ')[0]!;
      if (!groups.has(group)) groups.set(group, pid);
    } catch {
      // Ended since the listing, or a kernel without autogroups.
    }
  }
  if (groups.size === 0) return 'not favoured: this kernel has no scheduling autogroups';
  try {
    for (const pid of groups.values()) {
      fs.writeFileSync(`/proc/${pid}/autogroup`, String(FAVOURED_NICE));
    }
  } catch (error) {
    return `not favoured: ${error instanceof Error ? error.message : String(error)}`;
  }
  return `its ${groups.size} scheduling groups at nice ${FAVOURED_NICE}`;
}
