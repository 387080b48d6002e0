import { createAppStore } from '../store/store';
import { signedIn, signedOut } from './session-slice';
import { clearStoredLogin, STORED_LOGIN_KEYS, writeStoredLogin } from './stored-login';

const user = { id: 'u1', username: 'Ada', email: 'ada@switchboard.local', roleName: 'admin' };

describe('session state', () => {
  it('starts loading, then follows sign-in and sign-out', () => {
    const store = createAppStore();
    expect(store.getState().session).toEqual({ status: 'loading', user: null });
    store.dispatch(signedIn(user));
    expect(store.getState().session).toEqual({ status: 'authenticated', user });
    store.dispatch(signedOut());
    expect(store.getState().session).toEqual({ status: 'unauthenticated', user: null });
  });
});

describe('the stored login', () => {
  afterEach(() => localStorage.clear());

  it('stores user details, both tokens and the profile, and clears all four', () => {
    localStorage.setItem('unrelated', 'keep');
    writeStoredLogin(user, 'access', 'refresh');
    expect(JSON.parse(localStorage.getItem(STORED_LOGIN_KEYS.userDetails)!)).toEqual({
      user: { id: 'u1', username: 'Ada', email: 'ada@switchboard.local' },
      RoleName: 'admin',
    });
    expect(localStorage.getItem(STORED_LOGIN_KEYS.authToken)).toBe('access');
    expect(localStorage.getItem(STORED_LOGIN_KEYS.refreshToken)).toBe('refresh');
    expect(JSON.parse(localStorage.getItem(STORED_LOGIN_KEYS.profile)!)).toMatchObject({
      username: 'Ada',
      RoleName: 'admin',
    });
    clearStoredLogin();
    for (const key of Object.values(STORED_LOGIN_KEYS))
      expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('keep');
  });
});
