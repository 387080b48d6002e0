import { signedIn } from '@switchboard/shared-auth';
import { createAppStore } from '@switchboard/shared-data';
import { renderRemote } from '@switchboard/shared-ui/testing';
import manifest from '../manifest';

export const ADMIN = {
  id: '00000000-0000-4000-8000-000000000002',
  email: 'admin@switchboard.local',
  username: 'admin',
  roleName: 'admin',
};

/** A fresh store, with the session signed in as the admin. */
export function signedInStore() {
  signedIn(ADMIN);
  return createAppStore();
}

/** The remote's pages at an address as the shell mounts them, signed in as the admin. */
export function renderConversations(route: string) {
  return renderRemote(manifest, route, { store: signedInStore() });
}
