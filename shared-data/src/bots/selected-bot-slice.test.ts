import { createAppStore } from '../store/store';
import { botListLoaded, botSelected, selectSelectedBotId } from './selected-bot-slice';

describe('the selected bot', () => {
  it('becomes the first bot when none is chosen', () => {
    const store = createAppStore();
    store.dispatch(botListLoaded(['b1', 'b2']));
    expect(selectSelectedBotId(store.getState())).toBe('b1');
  });

  it('keeps a chosen bot that is still listed', () => {
    const store = createAppStore();
    store.dispatch(botSelected('b2'));
    store.dispatch(botListLoaded(['b1', 'b2']));
    expect(selectSelectedBotId(store.getState())).toBe('b2');
  });

  it('falls back to the first bot when the chosen one disappeared, and to none for an empty list', () => {
    const store = createAppStore();
    store.dispatch(botSelected('gone'));
    store.dispatch(botListLoaded(['b3']));
    expect(selectSelectedBotId(store.getState())).toBe('b3');
    store.dispatch(botListLoaded([]));
    expect(selectSelectedBotId(store.getState())).toBeNull();
  });
});
