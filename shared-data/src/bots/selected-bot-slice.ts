import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SelectedBotState {
  botId: string | null;
}

const initialState: SelectedBotState = { botId: null };

/** The bot every section works on; remotes read and change it through the shared store. */
export const selectedBotSlice = createSlice({
  name: 'selectedBot',
  initialState,
  reducers: {
    botSelected(state, action: PayloadAction<string>) {
      state.botId = action.payload;
    },
    /** The first bot becomes the selected one if none (or a vanished one) is chosen. */
    botListLoaded(state, action: PayloadAction<readonly string[]>) {
      const ids = action.payload;
      if (state.botId && ids.includes(state.botId)) return;
      state.botId = ids[0] ?? null;
    },
  },
  selectors: {
    selectSelectedBotId: (state) => state.botId,
  },
});

export const { botSelected, botListLoaded } = selectedBotSlice.actions;
export const { selectSelectedBotId } = selectedBotSlice.selectors;
