import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { edit, releaseRemoteVariant } from './support/remote-variant';
import { overrideRuntimeConfig, restoreRuntimeConfig } from './support/runtime-config-file';
import { expectAllSectionsUp } from './support/sections-ready';
import { signIn } from './support/sign-in';

// Each test builds a remote with webpack: minutes on a busy two-core machine.
// They point the running console's runtime config at other releases: nothing runs beside them.
test.describe.configure({ timeout: 300_000, lock: '-exclusive-' });

test.afterEach(() => restoreRuntimeConfig());

test('a page added to a remote appears in the running console with no host rebuild', async ({
  page,
}) => {
  const release = await releaseRemoteVariant('setup', 'audit-page', (dir) => {
    fs.writeFileSync(
      path.join(dir, 'src/pages/audit-log-page.tsx'),
      [
        "import { PageHeader } from '@switchboard/shared-ui';",
        '',
        'export default function AuditLogPage() {',
        '  return <PageHeader title="Audit log" description="Who changed which business." />;',
        '}',
        '',
      ].join('\n'),
    );
    edit(dir, 'src/manifest.ts', (text) =>
      text.replace(
        '  pages: [',
        "  pages: [\n    ['/setup/audit-log', 'Audit log', () => import('./pages/audit-log-page'), { order: 30 }],",
      ),
    );
    edit(dir, 'package.json', (text) => text.replace('"version": "0.1.0"', '"version": "0.2.0"'));
  });
  try {
    await signIn(page, 'admin@switchboard.local');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Business Types' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Audit log', exact: true })).toHaveCount(0);

    overrideRuntimeConfig({ remotes: { setup: release.entry } });
    await page.reload();
    await menu.getByRole('link', { name: 'Audit log', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Audit log', exact: true }),
    ).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Businesses' })).toBeVisible();
    await page.goto('/pages/dashboard');
    await expect(page.getByTestId('section-status-setup')).toHaveText(/^Setup: up · v0\.2\.0$/);
  } finally {
    await release.stop();
  }
});

test('a remote built for another React major is refused with a clear card, reported once', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Remote "knowledge" failed to load: built for React 18/);
  const release = await releaseRemoteVariant('knowledge', 'react-18', (dir) =>
    edit(dir, 'package.json', (text) => text.replace(/"react": "[^"]+"/, '"react": "^18.3.1"')),
  );
  // The report goes out as a beacon, whose body Playwright does not show: count them.
  let reports = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/_log')) reports += 1;
  });
  try {
    await signIn(page, 'admin@switchboard.local');
    await expectAllSectionsUp(page);
    overrideRuntimeConfig({ remotes: { knowledge: release.entry } });
    await page.goto('/knowledge/documents');
    await expect(page.getByText('Knowledge cannot run in this console')).toBeVisible();
    await expect(page.getByText('built for React 18, this console runs React 19')).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await expect(page.getByTestId('section-status-knowledge')).toHaveText('Knowledge: refused');
    // The rest of the console is unaffected, and the refusal was reported once.
    await menu.getByRole('link', { name: 'Businesses' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Businesses' })).toBeVisible();
    expect(reports).toBe(1);
  } finally {
    await release.stop();
  }
});
