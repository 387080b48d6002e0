import { configureStore } from '@reduxjs/toolkit';
import {
  adminAccessConfigured,
  selectIsBotAdmin,
  sessionSlice,
  signedIn,
  signedOut,
} from './session-slice';
import { clearStoredLogin, STORED_LOGIN_KEYS, writeStoredLogin } from './stored-login';

const user = { id: 'u1', username: 'Ada', email: 'ada@switchboard.local', roleName: 'admin' };

function sessionStore() {
  return configureStore({ reducer: { session: sessionSlice.reducer } });
}

describe('session state', () => {
  it('starts loading, then follows sign-in and sign-out', () => {
    const store = sessionStore();
    expect(store.getState().session).toMatchObject({ status: 'loading', user: null });
    store.dispatch(signedIn(user));
    expect(store.getState().session).toMatchObject({ status: 'authenticated', user });
    store.dispatch(signedOut());
    expect(store.getState().session).toMatchObject({ status: 'unauthenticated', user: null });
  });

  it('judges bot admins by the admin-area rule the runtime config sets', () => {
    const store = sessionStore();
    store.dispatch(signedIn(user));
    expect(selectIsBotAdmin(store.getState())).toBe(true);
    store.dispatch(adminAccessConfigured({ allowedEmails: [], allowedDomainWords: ['gov'] }));
    expect(selectIsBotAdmin(store.getState())).toBe(false);
    store.dispatch(
      adminAccessConfigured({ allowedEmails: ['ada@switchboard.local'], allowedDomainWords: [] }),
    );
    expect(selectIsBotAdmin(store.getState())).toBe(true);
    store.dispatch(signedOut());
    expect(selectIsBotAdmin(store.getState())).toBe(false);
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
