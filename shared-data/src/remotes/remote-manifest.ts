import type { Access } from '@switchboard/domain';
import type { ComponentType } from 'react';

/**
 * The contract between the shell and each remote: a remote says which pages it has,
 * where they go in the menu, who may see them and which of the shell's slots it fills.
 * The shell composes its router and sidebar from these at run time, so adding a page
 * is a release of the remote alone. See docs/remote-contract.md.
 */

/** A page module, loaded only when its route is first opened. */
export type LazyPage = () => Promise<{ default: ComponentType }>;

export interface RemoteRoute {
  /** Absolute route pattern in the console, e.g. `/knowledge/documents` or `/bots/:id`. */
  path: string;
  /** Shown on the loading state and on the fallback card when the page cannot load. */
  title: string;
  access: Access;
  page: LazyPage;
}

/** The sidebar groups a remote may add entries to, in the order the shell shows them. */
export const MENU_GROUPS = ['Assistants', 'Analytics', 'Setup'] as const;
export type MenuGroupName = (typeof MENU_GROUPS)[number];

export interface RemoteMenuEntry {
  group: MenuGroupName;
  label: string;
  to: string;
  /** `exact`: active only on `to`; `prefix`: also on every path below it. */
  match: 'exact' | 'prefix';
  /** Position within the group, lowest first; entries of several remotes interleave by it. */
  order: number;
  access: Access;
  /** A Material icon component; entries without one show the label alone. */
  icon?: ComponentType;
}

/** The shell's extension points outside the router and its props for each. */
export interface WidgetSlots {
  /** The topbar's bot picker. */
  'bot-picker': { size?: 'small' | 'medium' };
  /** The page behind the Home menu's Reports entry. */
  reports: Record<string, never>;
}

export type RemoteWidgets = {
  [Slot in keyof WidgetSlots]?: () => Promise<{ default: ComponentType<WidgetSlots[Slot]> }>;
};

/** Stamped into every build: which release of a remote is live. */
export interface RemoteRelease {
  version: string;
  commit: string;
  builtAt: string;
}

export interface RemoteManifest {
  /** The federation container name; must match the runtime config's name for it. */
  name: string;
  /** Human name of the remote's part of the console, for status and fallback cards. */
  title: string;
  release: RemoteRelease;
  routes: readonly RemoteRoute[];
  menu: readonly RemoteMenuEntry[];
  widgets?: RemoteWidgets;
}
