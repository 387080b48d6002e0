import type { AuditEntry } from '@switchboard/domain';
import { selectSelectedBotId } from '@switchboard/shared-data';
import { renderWithProviders } from '@switchboard/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EntityLink } from './entity-link';

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: '2026-11-27T10:00:00.000Z',
  actorId: null,
  actorEmail: 'admin@switchboard.local',
  action: 'update',
  kind: 'document',
  entityId: 'doc-1',
  entityName: 'customer-support: Returns policy',
  changes: {},
  exists: true,
  botId: 'bot-7',
  ...fields,
});

describe("an audit entry's thing", () => {
  it('opens a bot’s document with that bot selected, since knowledge pages show the selected bot’s', async () => {
    const { store } = renderWithProviders(<EntityLink entry={entry({})} />);
    const link = screen.getByRole('link', { name: 'customer-support: Returns policy' });
    expect(link).toHaveAttribute('href', '/knowledge/documents/doc-1');
    await userEvent.click(link);
    expect(selectSelectedBotId(store.getState())).toBe('bot-7');
  });

  it('names a thing that is gone without a link', () => {
    renderWithProviders(<EntityLink entry={entry({ exists: false, botId: null })} />);
    expect(screen.getByText('customer-support: Returns policy')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
