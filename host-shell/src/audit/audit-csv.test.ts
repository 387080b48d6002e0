/**
 * @jest-environment node
 */
import type { AuditEntry } from '@switchboard/domain';
import { auditCsv } from './audit-csv';

const entry: AuditEntry = {
  id: '7',
  at: '2026-11-27T10:00:00.000Z',
  actorId: null,
  actorEmail: 'admin@switchboard.local',
  action: 'update',
  kind: 'staff-answer',
  entityId: 'a1',
  entityName: '=HYPERLINK("x")',
  changes: { answer: { before: 'Old', after: 'New' } },
  exists: false,
  botId: null,
};

it('writes every entry through the one writer: a header, the changes, formulae as text', async () => {
  const text = await auditCsv([entry]).text();
  const lines = text.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('When,Who,Action,Kind,What,Id,Changes');
  expect(lines[1]).toBe(
    '2026-11-27T10:00:00.000Z,admin@switchboard.local,update,staff-answer,"\'=HYPERLINK(""x"")",a1,"answer: ""Old"" → ""New"""',
  );
});
