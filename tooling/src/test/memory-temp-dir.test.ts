import type fs from 'node:fs';
import os from 'node:os';
import { memoryTempDir } from './memory-temp-dir';

const GIB = 1024 ** 3;
const statsOf = (type: number, freeBytes: number) => () =>
  ({ type, bsize: 4096, bavail: freeBytes / 4096 }) as fs.StatsFs;
const TMPFS = 0x01021994;
const EXT4 = 0xef53;

describe('memory temp dir', () => {
  it('takes a writable tmpfs with room', () => {
    expect(memoryTempDir(os.tmpdir(), statsOf(TMPFS, 8 * GIB))).toBe(os.tmpdir());
  });

  it('refuses a folder on disk, a tmpfs without room, and a folder that is not there', () => {
    expect(memoryTempDir(os.tmpdir(), statsOf(EXT4, 8 * GIB))).toBeUndefined();
    expect(memoryTempDir(os.tmpdir(), statsOf(TMPFS, GIB))).toBeUndefined();
    expect(memoryTempDir('/no/such/folder', statsOf(TMPFS, 8 * GIB))).toBeUndefined();
  });
});
