import { createHash } from 'node:crypto';
import { migrations } from './migrations';

/**
 * What each released migration runs, as a fingerprint of its version, name and statements.
 * Released migrations share SQL fragments (migration-sql.ts); a change to one would alter
 * what an existing database already ran without any migration saying so. A new migration
 * adds a row here; a changed fingerprint means a released migration was edited.
 */
const RELEASED: [version: number, fingerprint: string][] = [
  [1, '1a508388c4114f72'],
  [30, '8c56176a3bb226c2'],
  [60, '9914ed23b2d57222'],
  [61, 'e01d4aee774df102'],
  [62, 'c72adf3642a79844'],
  [100, '18bf8a010e6fc068'],
  [101, '2cc2e4d54d5b0c92'],
  [102, 'e3c478504c8bf5e7'],
  [103, 'a92586638148c4ca'],
  [104, '9f049ceb8d160cdd'],
  [160, 'ff67311bebe90157'],
  [161, 'ab67a95a5c35500d'],
  [162, '9f75790eff9e3d7c'],
  [170, 'a07e324e6187708b'],
  [171, 'ece1c25432d959b3'],
];

const fingerprint = (migration: (typeof migrations)[number]) =>
  createHash('sha256')
    .update(JSON.stringify([migration.version, migration.name, migration.statements]))
    .digest('hex')
    .slice(0, 16);

it('runs every released migration exactly as it was released', () => {
  expect(migrations.map((migration) => [migration.version, fingerprint(migration)])).toEqual(
    RELEASED,
  );
});
