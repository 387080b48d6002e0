import { signedIn, signedOut } from '@switchboard/shared-auth';
import { createAppStore } from '../store/store';
import {
  botListLoaded,
  botSelected,
  selectBotFellBack,
  selectSelectedBotId,
} from './selected-bot-slice';

const user = (id: string) => ({
  id,
  username: id,
  email: `${id}@switchboard.local`,
  roleName: 'admin',
});

afterEach(() => {
  signedOut();
  window.localStorage.clear();
});

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

  it('says nothing when there was no choice, and flags a lost choice', () => {
    const store = createAppStore();
    store.dispatch(botListLoaded(['b1']));
    expect(selectBotFellBack(store.getState())).toBe(false);
    store.dispatch(botSelected('b2'));
    store.dispatch(botListLoaded(['b1']));
    expect(selectBotFellBack(store.getState())).toBe(true);
  });

  it('remembers the choice per user in this browser', () => {
    signedIn(user('ann'));
    createAppStore().dispatch(botSelected('b2'));
    const reloaded = createAppStore();
    reloaded.dispatch(botListLoaded(['b1', 'b2']));
    expect(selectSelectedBotId(reloaded.getState())).toBe('b2');
    expect(selectBotFellBack(reloaded.getState())).toBe(false);

    signedIn(user('bob'));
    const colleague = createAppStore();
    colleague.dispatch(botListLoaded(['b1', 'b2']));
    expect(selectSelectedBotId(colleague.getState())).toBe('b1');
  });

  it('falls back with a notice when the remembered bot is no longer visible', () => {
    signedIn(user('ann'));
    createAppStore().dispatch(botSelected('hidden'));
    const reloaded = createAppStore();
    reloaded.dispatch(botListLoaded(['b1']));
    expect(selectSelectedBotId(reloaded.getState())).toBe('b1');
    expect(selectBotFellBack(reloaded.getState())).toBe(true);
  });
});
