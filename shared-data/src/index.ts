export {
  baseApi,
  setApiClients,
  type ApiBaseQuery,
  type ApiError,
  type ApiRequest,
} from './api/base-api';
export { connectApiClients, connectConsole } from './api/connect-console';
export {
  ifMatchHeaders,
  postTo,
  removeRowAtOnce,
  rowEndpoints,
  savedRowTags,
  type RowCollection,
  type RowSave,
} from './api/row-endpoints';
export { ifMatch, staleRowOf } from './api/stale-write';
export {
  findRuntimeConfig,
  getRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
  type RemoteDefinition,
  type RuntimeConfig,
} from './config/runtime-config';
export { createHttpClient, type HttpClientOptions } from './http/http-client';
export { errorText } from './http/error-text';
export { readBuildStamp, type BuildStamp } from './remotes/build-stamp';
export {
  defineRemoteManifest,
  type RemoteManifestSpec,
  type RemotePageMenu,
  type RemotePageRow,
} from './remotes/define-remote-manifest';
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
  botFallbackSeen,
  botListLoaded,
  botSelected,
  selectBotFellBack,
  selectedBotSlice,
  selectSelectedBotId,
} from './bots/selected-bot-slice';
export { useBotFallback } from './bots/use-bot-fallback';
export { botsApi, useGetBotQuery, useGetBotsQuery } from './bots/bots-api';
export {
  botServiceApi,
  useGetBotApiInfoQuery,
  useGetBotHealthQuery,
  type BotServiceHealth,
  type BotServiceInfo,
} from './bots/bot-service-api';
export { botServiceRequest } from './bots/bot-service-request';
export { useSelectedBot } from './bots/use-selected-bot';
export { newActionKey } from './actions/action-key';
