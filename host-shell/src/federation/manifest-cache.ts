import type { Access } from '@switchboard/domain';
import type {
  RemoteDefinition,
  RemoteManifest,
  RemoteMenuEntry,
  WidgetSlots,
} from '@switchboard/shared-data';

/** What the shell remembers of a remote so that, while it is down, its entries still show. */
export interface CachedManifest {
  title: string;
  version: string;
  menu: Omit<RemoteMenuEntry, 'icon'>[];
  routes: { path: string; title: string; access: Access }[];
  widgets: (keyof WidgetSlots)[];
}

const STORAGE_KEY = 'switchboard.remote-manifests';

function readAll(): Record<string, CachedManifest> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, CachedManifest>) : {};
  } catch {
    return {};
  }
}

/**
 * What is known of a remote without loading it: the menu the gateway last read from it (the
 * runtime config's `lastKnown`), else what this browser remembers from an earlier visit.
 */
export function cachedManifest(definition: RemoteDefinition): CachedManifest | undefined {
  return definition.lastKnown ?? readAll()[definition.name];
}

export function rememberManifest(manifest: RemoteManifest): void {
  const entry: CachedManifest = {
    title: manifest.title,
    version: manifest.release.version,
    menu: manifest.menu.map(({ icon: _icon, ...rest }) => rest),
    routes: manifest.routes.map(({ path, title, access }) => ({ path, title, access })),
    widgets: Object.keys(manifest.widgets ?? {}) as (keyof WidgetSlots)[],
  };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readAll(), [manifest.name]: entry }));
  } catch {
    // Storage full or blocked: the shell then simply has no memory of this remote.
  }
}
