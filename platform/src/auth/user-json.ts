import type { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

const APP_METADATA = { provider: 'email', providers: ['email'] };

export function userMetadata(user: UserRow) {
  return { username: user.username, RoleName: user.roleName };
}

/** The user object as GoTrue returns it from /token and /user. */
export function toGoTrueUser(user: UserRow) {
  const created = user.createdAt.toISOString();
  const confirmed = user.emailConfirmedAt?.toISOString() ?? null;
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: confirmed,
    phone: '',
    confirmed_at: confirmed,
    invited_at: user.invitedAt?.toISOString() ?? null,
    banned_until: user.bannedUntil?.toISOString() ?? null,
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
    app_metadata: APP_METADATA,
    user_metadata: userMetadata(user),
    identities: [],
    created_at: created,
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
  };
}

export { APP_METADATA };
