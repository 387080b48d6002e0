import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readRememberedBot, rememberBot } from './remembered-bot';

export interface SelectedBotState {
  botId: string | null;
  /** Set when the chosen (or remembered) bot is gone or no longer visible to the user. */
  fallenBack: boolean;
}

const initialState: SelectedBotState = { botId: null, fallenBack: false };

/** The bot every section works on; remotes read and change it through the shared store. */
export const selectedBotSlice = createSlice({
  name: 'selectedBot',
  initialState,
  reducers: {
    botSelected: {
      reducer(state, action: PayloadAction<string>) {
        state.botId = action.payload;
        state.fallenBack = false;
      },
      prepare(botId: string) {
        rememberBot(botId);
        return { payload: botId };
      },
    },
    /**
     * Keeps the chosen bot while it is listed; otherwise the one this user chose last in this
     * browser, and otherwise the first bot. Losing a choice (not having none) is flagged so the
     * shell can say the sections now work on another bot.
     */
    botListLoaded: {
      reducer(state, action: PayloadAction<{ ids: readonly string[]; remembered: string | null }>) {
        const { ids, remembered } = action.payload;
        if (state.botId && ids.includes(state.botId)) return;
        const wanted = state.botId ?? remembered;
        if (wanted && ids.includes(wanted)) {
          state.botId = wanted;
          return;
        }
        state.botId = ids[0] ?? null;
        state.fallenBack = Boolean(wanted) && ids.length > 0;
      },
      prepare(ids: readonly string[]) {
        return { payload: { ids, remembered: readRememberedBot() } };
      },
    },
    botFallbackSeen(state) {
      state.fallenBack = false;
    },
    /** Another user signed in on this page: their own remembered bot applies. */
    selectionReset() {
      return initialState;
    },
  },
  selectors: {
    selectSelectedBotId: (state) => state.botId,
    selectBotFellBack: (state) => state.fallenBack,
  },
});

export const { botSelected, botListLoaded, botFallbackSeen, selectionReset } =
  selectedBotSlice.actions;
export const { selectSelectedBotId, selectBotFellBack } = selectedBotSlice.selectors;
