import { BOT_ADMINS, type Access } from '@switchboard/domain';
import type { MenuGroupName, RemoteManifest } from '@switchboard/shared-data';
import type { RemoteState } from '../remote-state';

export function page(title: string) {
  return () => Promise.resolve({ default: () => <h1>{title}</h1> });
}

/** A manifest with one page and one menu entry per given label, for the shell's tests. */
export function fakeManifest(
  name: string,
  entries: { label: string; to: string; group: MenuGroupName; order: number; access?: Access }[],
  extra: Partial<RemoteManifest> = {},
): RemoteManifest {
  return {
    name,
    title: name[0]!.toUpperCase() + name.slice(1),
    release: { version: '1.2.3', commit: 'abc123', builtAt: '2026-11-23T00:00:00.000Z' },
    routes: entries.map((entry) => ({
      path: entry.to,
      title: entry.label,
      access: entry.access ?? BOT_ADMINS,
      page: page(entry.label),
    })),
    menu: entries.map((entry) => ({ match: 'exact', access: BOT_ADMINS, ...entry })),
    ...extra,
  };
}

export function ready(manifest: RemoteManifest): RemoteState {
  return { name: manifest.name, status: 'ready', manifest };
}
