import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { getSession, subscribeSession } from '@switchboard/shared-auth';
import { useDispatch, useSelector } from 'react-redux';
import { selectionReset } from '../bots/selected-bot-slice';
import { baseApi } from '../api/base-api';
import { rootReducer, type RootState } from './root-reducer';

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

/** The store of this page. Federation shares this module, so host and remotes hold one store. */
export const store = createAppStore();
setupListeners(store.dispatch);

// The selected bot belongs to the user who chose it: when another user signs in on this
// page, their own remembered bot applies.
let lastUserId = getSession().user?.id ?? null;
subscribeSession(() => {
  const userId = getSession().user?.id;
  if (!userId || userId === lastUserId) return;
  if (lastUserId !== null) store.dispatch(selectionReset());
  lastUserId = userId;
});

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
