import { renderRemote } from '@switchboard/shared-ui/testing';
import manifest from '../manifest';

/** The remote's pages as the shell mounts them, with toasts and a page outside the section. */
export function renderBots(route: string) {
  return renderRemote(manifest, route);
}
