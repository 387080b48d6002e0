import { signedIn, type SessionUser } from '@switchboard/shared-auth';
import { createAppStore } from '@switchboard/shared-data';

/** The seeded admin account. */
export const ADMIN: SessionUser = {
  id: '00000000-0000-4000-8000-000000000002',
  email: 'admin@switchboard.local',
  username: 'admin',
  roleName: 'admin',
};

/** A fresh store, with the session signed in, as the admin unless told otherwise. */
export function signedInStore(user: SessionUser = ADMIN) {
  signedIn(user);
  return createAppStore();
}
