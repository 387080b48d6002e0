import type * as SessionStateModule from './session-state';
import { clearStoredLogin, STORED_LOGIN_KEYS, writeStoredLogin } from './stored-login';

const user = { id: 'u1', username: 'Ada', email: 'ada@switchboard.local', roleName: 'admin' };

describe('session state', () => {
  // The state is module-level, as the federated singleton needs: each test takes a fresh
  // copy of the module, so none sees what another left behind, whatever the order.
  let session: typeof SessionStateModule;
  beforeEach(async () => {
    jest.resetModules();
    session = await import('./session-state');
  });

  it('starts loading, then follows sign-in and sign-out, telling its subscribers', () => {
    expect(session.getSession()).toMatchObject({ status: 'loading', user: null });
    const heard: string[] = [];
    const unsubscribe = session.subscribeSession(() => heard.push(session.getSession().status));
    session.signedIn(user);
    expect(session.getSession()).toMatchObject({ status: 'authenticated', user });
    session.signedOut();
    expect(session.getSession()).toMatchObject({ status: 'unauthenticated', user: null });
    unsubscribe();
    session.signedIn(user);
    expect(heard).toEqual(['authenticated', 'unauthenticated']);
  });

  it('gives a new object on every change, so React sees each one', () => {
    const before = session.getSession();
    session.signedIn(user);
    expect(session.getSession()).not.toBe(before);
  });

  it('judges bot admins by the admin-area rule the runtime config sets', () => {
    session.signedIn(user);
    expect(session.sessionIsBotAdmin(session.getSession())).toBe(true);
    session.adminAccessConfigured({ allowedEmails: [], allowedDomainWords: ['gov'] });
    expect(session.sessionIsBotAdmin(session.getSession())).toBe(false);
    session.adminAccessConfigured({
      allowedEmails: ['ada@switchboard.local'],
      allowedDomainWords: [],
    });
    expect(session.sessionIsBotAdmin(session.getSession())).toBe(true);
    session.signedOut();
    expect(session.sessionIsBotAdmin(session.getSession())).toBe(false);
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
