/** SQLSTATE disk_full ("could not extend file ...: No space left on device"). */
const DISK_FULL = '53100';
/** After the last disk-full error, readiness says so this long (a write that works may clear it sooner). */
const REMEMBERED_MS = 60_000;

const MAX_CAUSES = 5;

/** The database error (or Node's ENOSPC) somewhere in the cause chain that says the disk is full. */
export function diskFullError(error: unknown): Error | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < MAX_CAUSES; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === DISK_FULL || code === 'ENOSPC') return current as Error;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Whether this process has lately seen the disk full, and what the database said, for
 * readiness to report. A process-wide fact, hence one shared watch.
 */
class DiskFullWatch {
  private seenAt = 0;
  private message = '';

  /** Notes `error` if it is a full disk; returns whether it was. */
  note(error: unknown): boolean {
    const full = diskFullError(error);
    if (!full) return false;
    this.seenAt = Date.now();
    this.message = full.message;
    return true;
  }

  /** A write went through: space is back. */
  clear(): void {
    this.seenAt = 0;
  }

  /** Why storage is not ready, or undefined when no full disk was seen lately. */
  reason(): string | undefined {
    if (!this.seenAt || Date.now() - this.seenAt > REMEMBERED_MS) return undefined;
    return `the disk is full (${this.message}): writes fail until space is freed`;
  }
}

export const diskFull = new DiskFullWatch();
