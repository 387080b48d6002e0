import { createSlice } from '@reduxjs/toolkit';
import { createAppStore } from './store';
import { rootReducer } from './root-reducer';

const notesSlice = createSlice({
  name: 'notes',
  initialState: { items: [] as string[] },
  reducers: {
    added(state, action: { payload: string }) {
      state.items.push(action.payload);
    },
  },
});

describe('the shared Redux root', () => {
  it('holds the base API and the selected bot from the start (the session lives in shared-auth)', () => {
    const state = createAppStore().getState();
    expect(Object.keys(state).sort()).toEqual(['api', 'selectedBot']);
  });

  it('lets a remote inject its slice at run time into a store that already exists', () => {
    const store = createAppStore();
    expect(store.getState()).not.toHaveProperty('notes');
    const injected = notesSlice.injectInto(rootReducer);
    store.dispatch(injected.actions.added('first'));
    expect(store.getState()).toHaveProperty('notes', { items: ['first'] });
  });
});
