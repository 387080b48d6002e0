import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface RemotesState {
  /** Names of remotes whose pages have mounted in this browser session. */
  mounted: string[];
}

const initialState: RemotesState = { mounted: [] };

/** Remotes report themselves here; the shell's overview reads it from the same store. */
export const remotesSlice = createSlice({
  name: 'remotes',
  initialState,
  reducers: {
    remoteMounted(state, action: PayloadAction<string>) {
      if (!state.mounted.includes(action.payload)) state.mounted.push(action.payload);
    },
  },
  selectors: {
    selectMountedRemotes: (state) => state.mounted,
  },
});

export const { remoteMounted } = remotesSlice.actions;
export const { selectMountedRemotes } = remotesSlice.selectors;
