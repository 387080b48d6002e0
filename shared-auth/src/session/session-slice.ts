import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from './session-user';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

const initialState: SessionState = { status: 'loading', user: null };

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
  },
  selectors: {
    selectSession: (state) => state,
    selectSessionUser: (state) => state.user,
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
export const { selectSession, selectSessionUser } = sessionSlice.selectors;
