import path from 'node:path';
import { expect, test } from './support/test';
import { startRemoteServer } from '@switchboard/tooling/server/remote-server';
import { freePort } from '@switchboard/server-kit/free-port';
import { overrideRuntimeConfig, restoreRuntimeConfig } from './support/runtime-config-file';
import { signIn } from './support/sign-in';

// It points the running console's runtime config elsewhere: nothing runs beside it.
test.describe.configure({ lock: '-exclusive-' });

test('moving a remote is a runtime-config change, not a host rebuild', async ({ page }) => {
  const port = await freePort();
  const moved = await startRemoteServer({
    root: path.resolve(__dirname, '../mfe-bots/dist'),
    host: '127.0.0.1',
    port,
  });
  try {
    overrideRuntimeConfig({ remotes: { bots: `http://127.0.0.1:${port}/mf-manifest.json` } });
    const fromNewPlace: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`http://127.0.0.1:${port}/`))
        fromNewPlace.push(new URL(request.url()).pathname);
    });
    await signIn(page, 'admin@switchboard.local', '/bots');
    await expect(page.getByRole('heading', { level: 1, name: 'Bots', exact: true })).toBeVisible();
    expect(fromNewPlace).toContain('/mf-manifest.json');
    expect(fromNewPlace).toContain('/remoteEntry.js');
  } finally {
    restoreRuntimeConfig();
    await moved.app.close();
  }
});
