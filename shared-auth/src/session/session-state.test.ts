import { DEFAULT_ADMIN_ACCESS } from './admin-access';
import {
  adminAccessConfigured,
  getSession,
  sessionIsBotAdmin,
  signedIn,
  signedOut,
  subscribeSession,
} from './session-state';
import { clearStoredLogin, STORED_LOGIN_KEYS, writeStoredLogin } from './stored-login';

const user = { id: 'u1', username: 'Ada', email: 'ada@switchboard.local', roleName: 'admin' };

describe('session state', () => {
  afterEach(() => adminAccessConfigured(DEFAULT_ADMIN_ACCESS));

  it('starts loading, then follows sign-in and sign-out, telling its subscribers', () => {
    expect(getSession()).toMatchObject({ status: 'loading', user: null });
    const heard: string[] = [];
    const unsubscribe = subscribeSession(() => heard.push(getSession().status));
    signedIn(user);
    expect(getSession()).toMatchObject({ status: 'authenticated', user });
    signedOut();
    expect(getSession()).toMatchObject({ status: 'unauthenticated', user: null });
    unsubscribe();
    signedIn(user);
    expect(heard).toEqual(['authenticated', 'unauthenticated']);
  });

  it('gives a new object on every change, so React sees each one', () => {
    const before = getSession();
    signedIn(user);
    expect(getSession()).not.toBe(before);
  });

  it('judges bot admins by the admin-area rule the runtime config sets', () => {
    signedIn(user);
    expect(sessionIsBotAdmin(getSession())).toBe(true);
    adminAccessConfigured({ allowedEmails: [], allowedDomainWords: ['gov'] });
    expect(sessionIsBotAdmin(getSession())).toBe(false);
    adminAccessConfigured({ allowedEmails: ['ada@switchboard.local'], allowedDomainWords: [] });
    expect(sessionIsBotAdmin(getSession())).toBe(true);
    signedOut();
    expect(sessionIsBotAdmin(getSession())).toBe(false);
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
