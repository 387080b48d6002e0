import fs from 'node:fs';

/** statfs's f_type for a tmpfs, a file system held in memory. */
const TMPFS_MAGIC = 0x01021994;
const SHARED_MEMORY = '/dev/shm';
/** More than a whole run writes there at once (data folders, databases, browser profiles). */
const ROOM_NEEDED_BYTES = 2 * 1024 ** 3;

/**
 * A folder in memory for a test run's temporary files, or undefined when the machine has
 * none with room. Test platforms start from a copy of a migrated PGlite folder (about
 * 1,160 files, 41 MB): on this disk a copy cost 1.1 s of kernel CPU, in memory 0.06 s,
 * and the databases' own writes cost less there too.
 */
export function memoryTempDir(
  dir = SHARED_MEMORY,
  statfs: (path: string) => fs.StatsFs = fs.statfsSync,
): string | undefined {
  try {
    fs.accessSync(dir, fs.constants.W_OK);
    const stats = statfs(dir);
    if (stats.type !== TMPFS_MAGIC || stats.bavail * stats.bsize < ROOM_NEEDED_BYTES) return;
    return dir;
  } catch {
    return undefined;
  }
}
