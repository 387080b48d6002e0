import type { SessionUser } from './session-user';

/** The browser-storage login: user details, auth token, refresh token, profile. */
export const STORED_LOGIN_KEYS = {
  userDetails: 'userDetails',
  authToken: 'authToken',
  refreshToken: 'refreshToken',
  profile: 'profile',
} as const;

export function writeStoredLogin(
  user: SessionUser,
  accessToken: string,
  refreshToken: string,
): void {
  const details = {
    user: { id: user.id, username: user.username, email: user.email },
    RoleName: user.roleName,
  };
  localStorage.setItem(STORED_LOGIN_KEYS.userDetails, JSON.stringify(details));
  localStorage.setItem(STORED_LOGIN_KEYS.authToken, accessToken);
  localStorage.setItem(STORED_LOGIN_KEYS.refreshToken, refreshToken);
  localStorage.setItem(
    STORED_LOGIN_KEYS.profile,
    JSON.stringify({ ...details.user, RoleName: user.roleName }),
  );
}

export function clearStoredLogin(): void {
  for (const key of Object.values(STORED_LOGIN_KEYS)) localStorage.removeItem(key);
}

export function hasStoredUser(): boolean {
  return localStorage.getItem(STORED_LOGIN_KEYS.userDetails) !== null;
}
