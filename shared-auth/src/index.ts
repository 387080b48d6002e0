export {
  acceptLink,
  authEndpoint,
  currentAccessToken,
  setPassword,
  refreshAccessToken,
  signIn,
  signOut,
  startSession,
  type SessionConfig,
} from './session/auth-session';
export {
  adminAccessConfigured,
  getSession,
  sessionIsBotAdmin,
  signedIn,
  signedOut,
  subscribeSession,
  type SessionState,
  type SessionStatus,
} from './session/session-state';
export type { SessionUser } from './session/session-user';
export { clearStoredLogin, STORED_LOGIN_KEYS } from './session/stored-login';
export { useIsBotAdmin, useSession } from './session/use-session';
export {
  inviteAccount,
  revokeInvitation,
  sendLink,
  updateAccount,
  type AccountActionResult,
  type AdminUser,
} from './accounts/account-admin';
export { listAccountPage, type AccountPage, type AccountQuery } from './accounts/account-page';
