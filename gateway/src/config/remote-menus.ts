import { remoteMenuSchema, type RemoteDefinition, type RemoteMenu } from '@switchboard/domain';

/** The file each remote's build publishes beside its mf-manifest.json. */
const MENU_FILE = 'console-menu.json';
const MAX_BYTES = 64 * 1024;
export interface RemoteMenusOptions {
  /** How long one read may take; a first read is waited for this long at most. */
  timeoutMs?: number;
  /** How often a remote's menu is read again, at most: a new release changes it. */
  refreshMs?: number;
}

/**
 * Each remote's last known menu, for the runtime config. Read from the remote's own server
 * (its console-menu.json) and kept after the remote goes down, so a browser that has never
 * loaded that remote still shows its section, with the "unavailable" card and Retry. The
 * runtime config waits only for a remote's first read; later reads happen in the
 * background, and a failed read keeps what was known.
 */
export function remoteMenus({ timeoutMs = 1500, refreshMs = 30_000 }: RemoteMenusOptions = {}) {
  const known = new Map<string, RemoteMenu>();
  const attempted = new Map<string, number>();
  const reading = new Map<string, Promise<void>>();

  async function read(name: string, entry: string): Promise<void> {
    let url: URL;
    try {
      url = new URL(MENU_FILE, entry);
    } catch {
      return; // a relative entry: the browser resolves it, the gateway cannot
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
        headers: { accept: 'application/json' },
      });
      if (!response.ok) return;
      const text = await response.text();
      if (text.length > MAX_BYTES) return;
      const parsed = remoteMenuSchema.safeParse(JSON.parse(text));
      if (parsed.success) known.set(name, parsed.data);
    } catch {
      // Down, slow or not JSON: the last known menu stays.
    }
  }

  function refresh(name: string, entry: string): Promise<void> {
    const running = reading.get(name);
    if (running) return running;
    attempted.set(name, Date.now());
    const next = read(name, entry).finally(() => reading.delete(name));
    reading.set(name, next);
    return next;
  }

  return {
    /** The remotes with the menu last read from each, where one was. */
    async attach(remotes: RemoteDefinition[]): Promise<RemoteDefinition[]> {
      const firstReads: Promise<void>[] = [];
      for (const { name, entry } of remotes) {
        const last = attempted.get(name);
        if (last === undefined) firstReads.push(refresh(name, entry));
        else if (Date.now() - last >= refreshMs) void refresh(name, entry);
      }
      await Promise.all(firstReads);
      return remotes.map((remote) => {
        const lastKnown = known.get(remote.name);
        return lastKnown ? { ...remote, lastKnown } : remote;
      });
    },
  };
}
