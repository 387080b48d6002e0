import { auditChanges, REDACTED } from './audit-recorder';

describe('auditChanges', () => {
  it('lists only changed fields, dates as ISO text, version stamps left out', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(
      auditChanges(
        { name: 'A', status: 'ACTIVE', updatedAt: at },
        { name: 'B', status: 'ACTIVE', updatedAt: new Date(), seenAt: at },
      ),
    ).toEqual({
      name: { before: 'A', after: 'B' },
      seenAt: { before: null, after: at.toISOString() },
    });
  });

  it('names a changed secret but never holds its value', () => {
    const changes = auditChanges(
      { passwordHash: '$2b$10$old', apiKey: 'k1', email: 'a@x' },
      { passwordHash: '$2b$10$new', apiKey: 'k2', email: 'a@x' },
    );
    expect(changes).toEqual({
      passwordHash: { before: REDACTED, after: REDACTED },
      apiKey: { before: REDACTED, after: REDACTED },
    });
    expect(JSON.stringify(changes)).not.toMatch(/\$2b\$|k1|k2/);
  });

  it('records a create and a delete against nothing', () => {
    expect(auditChanges(null, { name: 'New' })).toEqual({ name: { before: null, after: 'New' } });
    expect(auditChanges({ name: 'Old' }, null)).toEqual({ name: { before: 'Old', after: null } });
  });
});
