import fs from 'node:fs';
import { expect, test } from './support/test';
import { countReactRenderers } from './support/react-renderers';
import { loadedShares } from './support/share-scope';
import { signIn } from './support/sign-in';

/** The theme names of @mui/material's components (`@mui/material/Button` → `MuiButton`). */
const CORE_MUI_NAMES = new Set(
  Object.keys(
    (
      JSON.parse(fs.readFileSync(require.resolve('@mui/material/package.json'), 'utf8')) as {
        exports: Record<string, unknown>;
      }
    ).exports,
  )
    .map((key) => key.slice(2))
    .filter((name) => /^[A-Z][A-Za-z]+$/.test(name))
    .map((name) => `Mui${name}`),
);

const SECTIONS = [
  { link: 'Bots', heading: 'Bots', remote: 'bots' },
  { link: 'Conversations', heading: 'Conversations', remote: 'conversations' },
  { link: 'Businesses', heading: 'Businesses', remote: 'setup' },
  { link: 'Documents', heading: 'Documents', remote: 'knowledge' },
  { link: 'Usage Summary', heading: 'Usage Summary', remote: 'analytics' },
];

test('host and all five remotes share one React, one MUI, one store, one federation runtime', async ({
  page,
}) => {
  const reactRenderers = await countReactRenderers(page);
  // Every script a remote's server sends, with the MUI components its code defines.
  const gatewayOrigin = new URL(process.env.E2E_BASE_URL!).origin;
  const muiFromRemotes: string[] = [];
  page.on('response', async (response) => {
    if (
      response.request().resourceType() !== 'script' ||
      new URL(response.url()).origin === gatewayOrigin
    )
      return;
    const names = (await response.text()).match(/["']Mui[A-Z][A-Za-z]+["']/g) ?? [];
    // Only core MUI must come from the host; the analytics remote provides its own charts.
    muiFromRemotes.push(
      ...names
        .filter((name) => CORE_MUI_NAMES.has(name.slice(1, -1)))
        .map((name) => `${name} in ${response.url()}`),
    );
  });
  await signIn(page, 'admin@switchboard.local');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const section of SECTIONS) {
    await menu.getByRole('link', { name: section.link, exact: true }).click();
    const heading = page.getByRole('heading', { level: 1, name: section.heading, exact: true });
    await expect(heading).toBeVisible();
    // The host's theme reaches the remote only if both use the same MUI and emotion.
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(
      'system-ui',
    );
  }

  // The Bots remote's picker chose a bot in the store the Knowledge remote reads from: one
  // store instance (and the share scope below shows one shared-data module).
  const picked = await page.getByRole('combobox', { name: 'Selected bot' }).innerText();
  await menu.getByRole('link', { name: 'Documents', exact: true }).click();
  await expect(page.getByTestId('section-bot')).toHaveText(`Bot: ${picked.trim()}`);

  expect(await reactRenderers()).toBe(1);

  // One federation runtime core: the remotes are built without one and take the host's,
  // so every container's instance comes from one class.
  expect(
    await page.evaluate(() => {
      const instances = (
        globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { name: string }[] } }
      ).__FEDERATION__.__INSTANCES__;
      return instances
        .filter((instance) => instance.constructor !== instances[0]!.constructor)
        .map((instance) => instance.name)
        .concat(`${instances.length} instances`);
    }),
  ).toEqual(['6 instances']);

  const shares = await loadedShares(page);
  const byPackage = new Map<string, typeof shares>();
  for (const share of shares)
    byPackage.set(share.pkg, [...(byPackage.get(share.pkg) ?? []), share]);
  for (const [pkg, copies] of byPackage) {
    expect
      .soft(
        copies.map((copy) => `${copy.version} from ${copy.from}`),
        `${pkg} loaded once`,
      )
      .toHaveLength(1);
  }
  for (const pkg of [
    'react',
    'react/jsx-runtime',
    '@switchboard/shared-auth',
    '@switchboard/shared-data',
    '@switchboard/shared-ui',
    'react-router-dom',
    '@emotion/react',
  ]) {
    expect(byPackage.has(pkg), `${pkg} is shared`).toBe(true);
  }
  // MUI's compound components share internal contexts (MenuList ↔ MenuItem), so all of
  // MUI comes from the host, which provides every entry; a remote never ships its own.
  expect([...new Set(muiFromRemotes)]).toEqual([]);
  const jsxRuntime = byPackage.get('react/jsx-runtime')![0]!;
  for (const section of SECTIONS) expect(jsxRuntime.useIn).toContain(section.remote);
});
