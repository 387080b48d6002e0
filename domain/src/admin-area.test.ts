import { adminAccessFromEnv, isBotAdmin, isEmailAllowedForAdminArea } from './admin-area';

describe('admin-area access rule', () => {
  it('allows an e-mail whose domain contains an allowed word, case-insensitively', () => {
    expect(isEmailAllowedForAdminArea('admin@switchboard.local')).toBe(true);
    expect(isEmailAllowedForAdminArea('Admin@Ops.SWITCHBOARD.io')).toBe(true);
  });

  it('refuses an e-mail whose domain lacks the word, even if the local part has it', () => {
    expect(isEmailAllowedForAdminArea('outsider@example.com')).toBe(false);
    expect(isEmailAllowedForAdminArea('switchboard@example.com')).toBe(false);
  });

  it('allows listed addresses whatever their domain', () => {
    const config = adminAccessFromEnv({
      ADMIN_ALLOWED_EMAILS: ' Outsider@Example.com , other@x.org',
    });
    expect(isEmailAllowedForAdminArea('outsider@example.com', config)).toBe(true);
    expect(config.allowedDomainWords).toEqual(['switchboard']);
  });

  it('refuses malformed addresses', () => {
    for (const email of ['', 'no-at-sign', '@switchboard.local', 'x@', null, undefined]) {
      expect(isEmailAllowedForAdminArea(email)).toBe(false);
    }
  });

  it('makes bot admins only of superuser and admin roles that pass the rule', () => {
    expect(isBotAdmin('superuser', 'superuser@switchboard.local')).toBe(true);
    expect(isBotAdmin('admin', 'admin@switchboard.local')).toBe(true);
    expect(isBotAdmin('admin', 'outsider@example.com')).toBe(false);
    for (const role of ['applicant', 'hiringmanager', 'employee', undefined]) {
      expect(isBotAdmin(role, 'someone@switchboard.local')).toBe(false);
    }
  });

  it('reads custom domain words from the environment', () => {
    const config = adminAccessFromEnv({ ADMIN_ALLOWED_DOMAIN_WORDS: 'GovStack, acme' });
    expect(config.allowedDomainWords).toEqual(['govstack', 'acme']);
    expect(isEmailAllowedForAdminArea('a@mail.acme.org', config)).toBe(true);
    expect(isEmailAllowedForAdminArea('a@switchboard.local', config)).toBe(false);
  });
});
