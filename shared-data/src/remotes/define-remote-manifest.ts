import type { Access } from '@switchboard/domain';
import type { ComponentType } from 'react';
import type {
  LazyPage,
  MenuGroupName,
  RemoteManifest,
  RemoteMenuEntry,
  RemoteRelease,
  RemoteRoute,
  RemoteWidgets,
} from './remote-manifest';

/** The sidebar entry of one page; it always leads to the page's own path. */
export interface RemotePageMenu {
  /** Defaults to the page's title. */
  label?: string;
  order: number;
  icon?: ComponentType;
  /** Defaults to the remote's `menuGroup`. */
  group?: MenuGroupName;
  /** Defaults to `exact`. */
  match?: RemoteMenuEntry['match'];
}

/** One page of a remote: its route and, when it is reached from the sidebar, its entry. */
export interface RemotePage {
  path: string;
  title: string;
  page: LazyPage;
  /** Defaults to the remote's `access`. */
  access?: Access;
  menu?: RemotePageMenu;
}

export interface RemoteManifestSpec {
  name: string;
  title: string;
  /** Read in the remote's own module: `readBuildStamp(process.env.SWITCHBOARD_BUILD).release`. */
  release: RemoteRelease;
  /** Who may open each page and see its entry, unless the page says otherwise. */
  access: Access;
  /** The sidebar group of the remote's entries, unless an entry says otherwise. */
  menuGroup: MenuGroupName;
  pages: readonly RemotePage[];
  widgets?: RemoteWidgets;
}

/**
 * Builds a manifest from its pages, so that a route and its menu entry are written once
 * and the access and group every page of a remote shares are said once.
 */
export function defineRemoteManifest<Spec extends RemoteManifestSpec>(
  spec: Spec,
): RemoteManifest & Pick<Spec, 'widgets'> {
  const { access, menuGroup, pages, ...manifest } = spec;
  const routes = pages.map((page): RemoteRoute => ({
    path: page.path,
    title: page.title,
    access: page.access ?? access,
    page: page.page,
  }));
  const menu = pages.flatMap(({ menu: entry, ...page }): RemoteMenuEntry[] =>
    entry
      ? [
          {
            group: entry.group ?? menuGroup,
            label: entry.label ?? page.title,
            to: page.path,
            match: entry.match ?? 'exact',
            order: entry.order,
            access: page.access ?? access,
            ...(entry.icon ? { icon: entry.icon } : {}),
          },
        ]
      : [],
  );
  return { ...manifest, routes, menu };
}
