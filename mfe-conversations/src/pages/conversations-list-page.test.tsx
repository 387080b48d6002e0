import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUPPORT_BOT } from '../testing/conversation-fixtures';
import { renderConversations } from '../testing/conversations-under-test';
import { fakeApi } from '@switchboard/shared-ui/testing';

const row = {
  id: 'c1',
  botId: SUPPORT_BOT.id,
  userId: 'u1',
  title: 'Refund question',
  metadata: {},
  status: 'ACTIVE',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  lastActivityAt: '2026-01-02T10:00:00.000Z',
  messageCount: 4,
  user: { id: 'u1', email: 'employee@switchboard.local', username: 'employee' },
};

describe('conversation list', () => {
  it('asks the server for the filtered, sorted page and shows its rows', async () => {
    const seen = fakeApi((request) => {
      if (request.url === '/api/bots') return [200, [SUPPORT_BOT]];
      if (request.url.includes('conversations'))
        return [200, { items: [row], total: 1, limit: 25, offset: 0 }];
      return undefined;
    });
    renderConversations('/conversations');
    expect(await screen.findByText('Refund question')).toBeInTheDocument();
    expect(screen.getByText('employee@switchboard.local')).toBeInTheDocument();
    expect(seen.find((r) => r.url === '/api/conversations')!.params).toMatchObject({
      status: 'ACTIVE',
      sort: 'lastActivityAt:desc',
      limit: 25,
      offset: 0,
    });

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByText('ARCHIVED'));
    await waitFor(() =>
      expect(seen.at(-1)!.params).toMatchObject({ status: 'ARCHIVED', offset: 0 }),
    );

    // The user's scope also shows the user picker, which asks for users of its own.
    await userEvent.click(screen.getByText('employee@switchboard.local'));
    await waitFor(() =>
      expect(seen.map((request) => request.url)).toContain('/api/conversations/user/u1'),
    );
  });

  it('shows the catalogue error with Retry', async () => {
    fakeApi((request) => (request.url === '/api/bots' ? [200, []] : [500, {}]));
    renderConversations('/conversations');
    expect(await screen.findByText('Failed to fetch conversations')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('picks a user from the server-searched list for the one-user scope', async () => {
    const employee = {
      id: 'u1',
      email: 'employee@switchboard.local',
      username: 'employee',
      roleName: 'employee',
    };
    const seen = fakeApi((request) => {
      if (request.url === '/api/bots') return [200, [SUPPORT_BOT]];
      if (request.url === '/api/users') {
        const q = String(request.params?.q ?? '');
        const items = 'employee@switchboard.local'.includes(q) ? [employee] : [];
        return [200, { items, total: items.length, limit: 20, offset: 0 }];
      }
      if (request.url === '/api/users/u1') return [200, employee];
      if (request.url.includes('conversations'))
        return [200, { items: [row], total: 1, limit: 25, offset: 0 }];
      return undefined;
    });
    renderConversations('/conversations');
    await screen.findByText('Refund question');
    await userEvent.click(screen.getByRole('combobox', { name: 'Scope' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByText('One user'));
    expect(await screen.findByText('Pick a user to see their conversations.')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();

    await userEvent.type(screen.getByRole('combobox', { name: 'User' }), 'emplo');
    await waitFor(() =>
      expect(seen.filter((r) => r.url === '/api/users').at(-1)!.params).toEqual({
        q: 'emplo',
        limit: 20,
      }),
    );
    await userEvent.click(
      await screen.findByRole('option', { name: 'employee@switchboard.local (employee)' }),
    );
    await waitFor(() => expect(seen.at(-1)!.url).toBe('/api/conversations/user/u1'));
    expect(await screen.findByText('Refund question')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'User' })).toHaveValue(
      'employee@switchboard.local (employee)',
    );
  });
});
