import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { loadConfig } from '@switchboard/local-platform/config';

const REPO_ROOT = path.resolve(__dirname, '../..');
const BUILDS = [
  'host-shell',
  'mfe-bots',
  'mfe-conversations',
  'mfe-setup',
  'mfe-knowledge',
  'mfe-analytics',
];

function builtFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? builtFiles(full) : [full];
  });
}

test('no built bundle and no runtime config carries a server secret', async ({ request }) => {
  const secrets = [
    { name: 'the development JWT secret', value: loadConfig({}).jwtSecret },
    { name: 'JWT_SECRET of this run', value: process.env.JWT_SECRET ?? '' },
    { name: 'GATEWAY_SECRET of this run', value: process.env.GATEWAY_SECRET ?? '' },
    { name: 'KNOWLEDGE_API_KEY of this run', value: process.env.KNOWLEDGE_API_KEY ?? '' },
  ].filter((secret) => secret.value.length >= 16);
  expect(secrets.length).toBeGreaterThan(0);

  const files = BUILDS.flatMap((pkg) => builtFiles(path.join(REPO_ROOT, pkg, 'dist')));
  expect(files.some((file) => file.endsWith('remoteEntry.js'))).toBe(true);
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const secret of secrets) {
      expect
        .soft(
          text.includes(secret.value),
          `${path.relative(REPO_ROOT, file)} contains ${secret.name}`,
        )
        .toBe(false);
    }
    expect
      .soft(
        /JWT_SECRET|GATEWAY_SECRET|KNOWLEDGE_API_KEY|KB_API_KEY|SERVICE_ROLE/.test(text),
        `${path.relative(REPO_ROOT, file)} names a secret variable`,
      )
      .toBe(false);
  }

  const runtimeConfig = await (await request.get('/runtime-config.json')).text();
  for (const secret of secrets) expect(runtimeConfig).not.toContain(secret.value);
});
