import { findPgError, pgErrorToHttp } from './pg-error';

describe('PostgreSQL errors become 4xx', () => {
  it('finds the SQLSTATE under a wrapper', () => {
    const driver = { code: '23505', constraint: 'bots_name_key', message: 'duplicate' };
    expect(findPgError(new Error('Failed query', { cause: driver }))).toBe(driver);
    expect(findPgError(new Error('plain'))).toBeUndefined();
  });

  it.each([
    [{ code: '22P02', message: '' }, 400],
    [{ code: '23505', constraint: 'bots_name_key', message: '' }, 409],
    [
      {
        code: '23503',
        detail: 'Key (id)=(x) is still referenced from table "businesses".',
        message: '',
      },
      409,
    ],
    [{ code: '23503', constraint: 'conversations_bot_id_fkey', message: '' }, 400],
    [{ code: '23514', message: '' }, 400],
    [{ code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' }, 400],
    [{ code: '22P05', message: 'unsupported Unicode escape sequence' }, 400],
  ])('maps %o to %i', (error, status) => {
    expect(pgErrorToHttp(error)?.statusCode).toBe(status);
  });

  it('leaves real server faults alone', () => {
    expect(pgErrorToHttp({ code: '53300', message: 'too many connections' })).toBeUndefined();
  });
});
