import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { remoteMenus } from './remote-menus';

const MENU = {
  title: 'Setup',
  version: '1.2.3',
  menu: [
    {
      group: 'Setup',
      label: 'Businesses',
      to: '/setup/businesses',
      match: 'exact',
      order: 10,
      access: { kind: 'bot-admin' },
    },
  ],
  routes: [{ path: '/setup/businesses', title: 'Businesses', access: { kind: 'bot-admin' } }],
  widgets: [],
};

async function remoteServer(answer: (url: string) => [number, string]) {
  const server = http.createServer((request, response) => {
    const [status, body] = answer(request.url ?? '');
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, entry: `http://127.0.0.1:${port}/mf-manifest.json` };
}

describe('remote menus', () => {
  it("reads a remote's console-menu.json beside its manifest and keeps it once the remote is down", async () => {
    let up = true;
    const seen: string[] = [];
    const { server, entry } = await remoteServer((url) => {
      seen.push(url);
      return up ? [200, JSON.stringify(MENU)] : [503, '{}'];
    });
    try {
      const menus = remoteMenus({ refreshMs: 0 });
      const [first] = await menus.attach([{ name: 'setup', entry }]);
      expect(seen).toEqual(['/console-menu.json']);
      expect(first).toEqual({ name: 'setup', entry, lastKnown: MENU });
      up = false;
      await menus.attach([{ name: 'setup', entry }]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).toHaveLength(2);
      expect((await menus.attach([{ name: 'setup', entry }]))[0]?.lastKnown).toEqual(MENU);
    } finally {
      server.close();
    }
  });

  it('carries nothing for a remote never read, a malformed menu or an unreachable one', async () => {
    const { server, entry } = await remoteServer(() => [200, '{"title": 1}']);
    try {
      const menus = remoteMenus({ timeoutMs: 500 });
      const remotes = await menus.attach([
        { name: 'odd', entry },
        { name: 'gone', entry: 'http://127.0.0.1:9/mf-manifest.json' },
        { name: 'relative', entry: '/remotes/setup/mf-manifest.json' },
      ]);
      expect(remotes.map((remote) => 'lastKnown' in remote)).toEqual([false, false, false]);
    } finally {
      server.close();
    }
  });
});
