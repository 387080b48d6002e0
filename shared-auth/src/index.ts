export {
  DEFAULT_ADMIN_ACCESS,
  isBotAdmin,
  isEmailAllowedForAdminArea,
  type AdminAccessConfig,
} from './session/admin-access';
export {
  currentAccessToken,
  refreshAccessToken,
  signIn,
  signOut,
  startSession,
  type SessionConfig,
} from './session/auth-session';
export {
  adminAccessConfigured,
  selectIsBotAdmin,
  selectSession,
  selectSessionUser,
  sessionSlice,
  signedIn,
  signedOut,
  type SessionState,
  type SessionStatus,
} from './session/session-slice';
export type { SessionUser } from './session/session-user';
export { clearStoredLogin, STORED_LOGIN_KEYS } from './session/stored-login';
export { useIsBotAdmin, useSession } from './session/use-session';
