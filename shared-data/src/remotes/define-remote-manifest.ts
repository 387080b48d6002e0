import { BOT_ADMINS, type Access } from '@switchboard/domain';
import type { ComponentType } from 'react';
import { readBuildStamp } from './build-stamp';
import type {
  LazyPage,
  MenuGroupName,
  RemoteManifest,
  RemoteMenuEntry,
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

/**
 * One row of a remote's page table: its route, the sidebar entry when the page is reached
 * from the sidebar, and its access when it is narrower than the remote's.
 */
export type RemotePageRow = readonly [
  path: string,
  title: string,
  page: LazyPage,
  menu?: RemotePageMenu,
  access?: Access,
];

export interface RemoteManifestSpec {
  name: string;
  title: string;
  /**
   * `process.env.SWITCHBOARD_BUILD`, read in the remote's own module: the webpack config
   * writes the build stamp in its place, and this package is shared, so it cannot read it.
   */
  build: unknown;
  /**
   * Who may open each page and see its entry, unless the page says otherwise. Defaults to
   * bot admins, the most the shell lets any remote page reach.
   */
  access?: Access;
  /** The sidebar group of the remote's entries, unless an entry says otherwise. */
  menuGroup: MenuGroupName;
  pages: readonly RemotePageRow[];
  widgets?: RemoteWidgets;
}

/**
 * Builds a manifest from a table of its pages, so that a route and its menu entry are
 * written once and the access and group every page of a remote shares are said once.
 */
export function defineRemoteManifest<Spec extends RemoteManifestSpec>(
  spec: Spec,
): RemoteManifest & Pick<Spec, 'widgets'> {
  const { build, access = BOT_ADMINS, menuGroup, pages, ...manifest } = spec;
  const routes = pages.map(([path, title, page, , pageAccess]): RemoteRoute => ({
    path,
    title,
    access: pageAccess ?? access,
    page,
  }));
  const menu = pages.flatMap(([path, title, , entry, pageAccess]): RemoteMenuEntry[] =>
    entry
      ? [
          {
            group: entry.group ?? menuGroup,
            label: entry.label ?? title,
            to: path,
            match: entry.match ?? 'exact',
            order: entry.order,
            access: pageAccess ?? access,
            ...(entry.icon ? { icon: entry.icon } : {}),
          },
        ]
      : [],
  );
  return { ...manifest, release: readBuildStamp(build).release, routes, menu };
}
