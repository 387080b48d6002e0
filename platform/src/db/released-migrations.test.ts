import { knowledgeMigrations } from '@switchboard/knowledge-service';
import { migrationFingerprint } from '@switchboard/server-kit/db/migration-fingerprint';
import { platformMigrations } from './migrations';

/** A new migration adds a row here; a changed fingerprint means a released one was edited. */
const RELEASED: [version: number, fingerprint: string][] = [
  [1, '1a508388c4114f72'],
  [30, '8c56176a3bb226c2'],
  [60, '9914ed23b2d57222'],
  [61, 'e01d4aee774df102'],
  [62, 'c72adf3642a79844'],
  [161, 'ab67a95a5c35500d'],
  [170, 'a07e324e6187708b'],
  [171, 'ece1c25432d959b3'],
  [172, 'a2a739fc029369f0'],
  [380, '881fe0436c7d4bb2'],
  [390, 'f015b142cce45b08'],
  [400, '0ab6f19d6f50176b'],
  [402, '64cfbb36f96ad59c'],
  [410, '2d2fbae8e1c1bc3a'],
  [412, '49b88ef20329dba0'],
  [450, '2bd73dd4269780bc'],
  [451, 'ac74229fb1c9e513'],
  [470, 'e990f2f840fdafd3'],
  [471, '126e311cffa33ab8'],
];

it('runs every released platform migration exactly as it was released', () => {
  expect(
    platformMigrations.map((migration) => [migration.version, migrationFingerprint(migration)]),
  ).toEqual(RELEASED);
});

it("shares no version with the knowledge service's migrations, which it runs in one store", () => {
  const platformVersions = new Set(platformMigrations.map((migration) => migration.version));
  expect(knowledgeMigrations.filter((m) => platformVersions.has(m.version))).toEqual([]);
});
