import { runInStore } from '../testing/run-in-store';
import { createTestStorage, type TestStorage } from '../testing/test-platform';

const SCENARIOS = 'audit/audit-store-scenarios';
let storage: TestStorage;

beforeAll(async () => {
  storage = await createTestStorage();
});
afterAll(() => storage?.dispose());

const run = <T = Record<string, unknown>>(name: string) => runInStore<T>(storage, SCENARIOS, name);

describe('the audit log in the store', () => {
  it('commits an entry with its change or neither: a failing change leaves none, a failing entry fails the change', () => {
    expect(run('sameTransaction')).toEqual({
      failedChange: true,
      entriesOfFailedChange: [],
      failedEntry: true,
      botName: 'Helpdesk',
    });
  });

  it('refuses to update, delete or truncate entries', () => {
    expect(run('immutable')).toEqual({
      update: true,
      delete: true,
      truncate: true,
      kept: ['create'],
    });
  });

  it('never stores a secret field, however the caller built its changes', () => {
    const changes = run('noSecrets');
    expect(JSON.stringify(changes)).not.toMatch(/old-pass|new-pass/);
    expect(changes).toEqual({
      password: { before: '[secret]', after: '[secret]' },
      name: { before: 'a', after: 'b' },
    });
  });

  it('the retention job removes entries past the retention and nothing else', () => {
    expect(run('retention')).toEqual({
      removedAt365: 1,
      afterFirst: { old: [], recent: ['create'] },
      removedAt5: 1,
      recentAfterSecond: [],
      plainDeleteRefused: true,
    });
  });

  it('pages newest first by keyset without gaps or repeats, filtered', () => {
    expect(run('keysetPages')).toEqual({
      seen: 130,
      distinct: 130,
      ordered: true,
      deletes: 65,
      deletesNext: null,
    });
  });
});

describe('the audit export', () => {
  it('streams every entry the filters match across its batches, newest first, up to its limit', () => {
    expect(run('exportWalk')).toEqual({
      updates: 1250,
      distinct: 1250,
      onlyUpdates: true,
      newestFirst: true,
      capped: 1500,
      cappedNewest: 'exported-1',
      none: 0,
    });
  });
});

describe('invitation and reset links', () => {
  it('work once, expire, are replaced by a newer one, and are stored only hashed', () => {
    expect(run('links')).toEqual({
      replaced: 'otp_expired',
      wrongType: 'otp_expired',
      firstUse: 'used',
      secondUse: 'otp_expired',
      expired: 'otp_expired',
      plainTokenStored: false,
    });
  });
});
