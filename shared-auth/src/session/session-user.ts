import type { User } from '@supabase/auth-js';

/** The signed-in user as the console sees them. */
export interface SessionUser {
  id: string;
  username: string;
  email: string;
  roleName: string;
}

export function toSessionUser(user: User): SessionUser {
  const metadata = user.user_metadata ?? {};
  const email = user.email ?? '';
  return {
    id: user.id,
    email,
    username:
      typeof metadata.username === 'string' && metadata.username ? metadata.username : email,
    roleName: typeof metadata.RoleName === 'string' ? metadata.RoleName : '',
  };
}
