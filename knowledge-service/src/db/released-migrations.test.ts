import { migrationFingerprint } from '@switchboard/server-kit/db/migration-fingerprint';
import { knowledgeMigrations } from './knowledge-migrations';

/** A new migration adds a row here; a changed fingerprint means a released one was edited. */
const RELEASED: [version: number, fingerprint: string][] = [
  [100, '18bf8a010e6fc068'],
  [101, '2cc2e4d54d5b0c92'],
  [102, 'e3c478504c8bf5e7'],
  [103, 'a92586638148c4ca'],
  [104, '9f049ceb8d160cdd'],
  [160, 'ff67311bebe90157'],
  [162, '9f75790eff9e3d7c'],
  [350, '53d6490902493de9'],
  [351, '85e5ddd54ac4e9e7'],
  [352, 'f359e7c41a1d3387'],
  [360, '80e7e3daf303bc65'],
  [361, '10831038afc14d19'],
  [381, '7d1c08520f0fe348'],
  [401, '3803e0be63892752'],
  [411, 'c53eff6dab3797d8'],
  [413, 'cf5d2fa87c470242'],
  [420, 'efa2bb8aaa7e2853'],
  [430, '45875997ef8ef6a8'],
  [440, '7c96e6bf459cdb41'],
  [441, 'dd244d50fe932f5c'],
  [452, '1c78929b30c8098a'],
  [500, '9164e2813d6d0195'],
  [520, '825a8439811b2562'],
];

it('runs every released knowledge-service migration exactly as it was released', () => {
  expect(
    knowledgeMigrations.map((migration) => [migration.version, migrationFingerprint(migration)]),
  ).toEqual(RELEASED);
});
