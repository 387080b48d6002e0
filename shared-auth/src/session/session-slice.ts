import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_ADMIN_ACCESS, isBotAdmin, type AdminAccessConfig } from './admin-access';
import type { SessionUser } from './session-user';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** The admin-area rule this deployment's runtime config sets. */
  adminAccess: AdminAccessConfig;
}

const initialState: SessionState = {
  status: 'loading',
  user: null,
  adminAccess: DEFAULT_ADMIN_ACCESS,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.status = 'authenticated';
      state.user = action.payload;
    },
    signedOut(state) {
      state.status = 'unauthenticated';
      state.user = null;
    },
    adminAccessConfigured: (state, action: PayloadAction<AdminAccessConfig>) => ({
      ...state,
      adminAccess: action.payload,
    }),
  },
  selectors: {
    selectSession: (state) => state,
    selectSessionUser: (state) => state.user,
    selectIsBotAdmin: (state) =>
      state.user !== null && isBotAdmin(state.user.roleName, state.user.email, state.adminAccess),
  },
});

export const { signedIn, signedOut, adminAccessConfigured } = sessionSlice.actions;
export const { selectSession, selectSessionUser, selectIsBotAdmin } = sessionSlice.selectors;
