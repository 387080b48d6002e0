/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testGateway } from '../testing/test-gateway';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers';

const runtime = {
  brandName: 'B',
  remotes: [
    { name: 'bots', entry: 'http://127.0.0.1:4001/mf-manifest.json' },
    { name: 'setup', entry: 'https://cdn.example/setup/mf-manifest.json' },
  ],
  remoteLoadTimeoutMs: 1,
  apiBaseUrl: 'http://127.0.0.1:4100',
  authUrl: 'http://127.0.0.1:4100',
  anonKey: 'k',
  adminAllowedEmails: [],
  adminAllowedDomainWords: [],
};

it('allows scripts from this origin, the configured remotes and hashed boot scripts only', () => {
  const [hash] = inlineScriptHashes('<script>boot()</script><script src="/main.js"></script>');
  const policy = contentSecurityPolicy(runtime as never, [hash!]);
  const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src'))!;
  expect(scriptSrc).toBe(`script-src 'self' http://127.0.0.1:4001 https://cdn.example ${hash}`);
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(
    /connect-src 'self' http:\/\/127\.0\.0\.1:4001 https:\/\/cdn\.example http:\/\/127\.0\.0\.1:4100/,
  );
});

it('sends the policy and hardening headers, following the runtime config file', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
  const file = path.join(dir, 'runtime-config.json');
  fs.writeFileSync(file, '{}');
  const gateway = await testGateway({
    PLATFORM_URL: 'http://127.0.0.1:9',
    RUNTIME_CONFIG_FILE: file,
  });
  try {
    const page = await gateway.inject({ url: '/bots', headers: { accept: 'text/html' } });
    expect(page.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(page.headers['content-security-policy']).toContain('http://127.0.0.1:4001');
    fs.writeFileSync(
      file,
      JSON.stringify({ remotes: { bots: 'https://moved.example/mf-manifest.json' } }),
    );
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const moved = await gateway.inject({ url: '/runtime-config.json' });
    expect(moved.headers['content-security-policy']).toContain('https://moved.example');
    expect(moved.headers['content-security-policy']).not.toContain('http://127.0.0.1:4001 ');
  } finally {
    await gateway.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
