import { createSlice } from '@reduxjs/toolkit';
import { createAppStore } from './store';
import { rootReducer } from './root-reducer';
import { remoteMounted } from '../remotes/remotes-slice';

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
  it('holds the base API and the remotes slice from the start', () => {
    const state = createAppStore().getState();
    expect(state).toHaveProperty('api');
    expect(state.remotes.mounted).toEqual([]);
  });

  it('lets a remote inject its slice at run time into a store that already exists', () => {
    const store = createAppStore();
    expect(store.getState()).not.toHaveProperty('notes');
    const injected = notesSlice.injectInto(rootReducer);
    store.dispatch(injected.actions.added('first'));
    expect(store.getState()).toHaveProperty('notes', { items: ['first'] });
  });

  it('records each mounted remote once', () => {
    const store = createAppStore();
    store.dispatch(remoteMounted('bots'));
    store.dispatch(remoteMounted('bots'));
    store.dispatch(remoteMounted('setup'));
    expect(store.getState().remotes.mounted).toEqual(['bots', 'setup']);
  });
});
