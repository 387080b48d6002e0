import { renderRemote, signedInStore } from '@switchboard/shared-ui/testing';
import manifest from '../manifest';

/** The remote's pages at an address as the shell mounts them, signed in as the admin. */
export function renderConversations(route: string) {
  return renderRemote(manifest, route, { store: signedInStore() });
}
