import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from './support/test';
import { loadConfig } from '@switchboard/platform/config';

const REPO_ROOT = path.resolve(__dirname, '..');
const BUILDS = [
  'host-shell',
  'mfe-bots',
  'mfe-conversations',
  'mfe-setup',
  'mfe-knowledge',
  'mfe-analytics',
];

/** A file's text as a browser receives it: the build's compressed copies are served too. */
function servedText(file: string): string {
  const bytes = fs.readFileSync(file);
  if (file.endsWith('.br')) return zlib.brotliDecompressSync(bytes).toString('utf8');
  if (file.endsWith('.gz')) return zlib.gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

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
  expect(files.some((file) => file.endsWith('.js.br'))).toBe(true);
  // One assertion over every file: thousands of soft ones made the test a minute long.
  const findings = files.flatMap((file) => {
    const text = servedText(file);
    const where = path.relative(REPO_ROOT, file);
    return [
      ...secrets
        .filter((secret) => text.includes(secret.value))
        .map((s) => `${where} contains ${s.name}`),
      ...(/JWT_SECRET|GATEWAY_SECRET|KNOWLEDGE_API_KEY|KB_API_KEY|SERVICE_ROLE/.test(text)
        ? [`${where} names a secret variable`]
        : []),
    ];
  });
  expect(findings).toEqual([]);

  const runtimeConfig = await (await request.get('/runtime-config.json')).text();
  for (const secret of secrets) expect(runtimeConfig).not.toContain(secret.value);
});
