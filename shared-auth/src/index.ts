export { baseApi, setApiClients, type ApiError, type ApiRequest } from './api/base-api';
export { ifMatch, staleRowOf } from './api/stale-write';
export {
  getRuntimeConfig,
  setRuntimeConfig,
  type RemoteDefinition,
  type RuntimeConfig,
} from './config/runtime-config';
export { createHttpClient, type HttpClientOptions } from './http/http-client';
export { errorText } from './http/error-text';
export { readBuildStamp, type BuildStamp } from './remotes/build-stamp';
export {
  MENU_GROUPS,
  type LazyPage,
  type MenuGroupName,
  type RemoteManifest,
  type RemoteMenuEntry,
  type RemoteRelease,
  type RemoteRoute,
  type RemoteWidgets,
  type WidgetSlots,
} from './remotes/remote-manifest';
export { rootReducer, type LazyLoadedSlices, type RootState } from './store/root-reducer';
export {
  createAppStore,
  store,
  useAppDispatch,
  useAppSelector,
  type AppDispatch,
  type AppStore,
} from './store/store';
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
} from './session/auth-session';
export {
  selectSession,
  selectSessionUser,
  signedIn,
  signedOut,
  type SessionState,
  type SessionStatus,
} from './session/session-slice';
export type { SessionUser } from './session/session-user';
export { clearStoredLogin, STORED_LOGIN_KEYS } from './session/stored-login';
export { useIsBotAdmin, useSession } from './session/use-session';
export {
  botListLoaded,
  botSelected,
  selectedBotSlice,
  selectSelectedBotId,
} from './bots/selected-bot-slice';
export { botsApi, useGetBotQuery, useGetBotsQuery } from './bots/bots-api';
export { useSelectedBot } from './bots/use-selected-bot';
