import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@switchboard/server-kit/free-port';

/** A throwaway PostgreSQL cluster from the Debian server binaries, for tests. */
export interface PostgresServer {
  adminUrl: string;
  dataDir: string;
  binDir: string;
}

export function findPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'No PostgreSQL server binaries under /usr/lib/postgresql/*/bin: install them (apt-get install postgresql) to run the postgres test project.',
    );
  }
  return path.join(root, versions[0]!, 'bin');
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** initdb and pg_ctl refuse to run as root, so as root they run as the postgres user. */
function runPg(binDir: string, tool: string, args: string[]): void {
  const command = isRoot() ? 'runuser' : path.join(binDir, tool);
  const fullArgs = isRoot() ? ['-u', 'postgres', '--', path.join(binDir, tool), ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

export async function startPostgres(): Promise<PostgresServer> {
  const binDir = findPostgresBin();
  const base = mkdtempSync(path.join(tmpdir(), 'lp-postgres-'));
  const dataDir = path.join(base, 'data');
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(base, uid, gid);
  }
  chmodSync(base, 0o700);
  runPg(binDir, 'initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const port = await freePort();
  // Two suites run at once, and a multi-instance suite alone holds about 40 connections.
  runPg(binDir, 'pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(base, 'server.log'),
    '-o',
    `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
    '-w',
    'start',
  ]);
  return { adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, dataDir, binDir };
}

export function stopPostgres(server: PostgresServer): void {
  try {
    runPg(server.binDir, 'pg_ctl', ['-D', server.dataDir, '-m', 'fast', '-w', 'stop']);
  } finally {
    rmSync(path.dirname(server.dataDir), { recursive: true, force: true });
  }
}
