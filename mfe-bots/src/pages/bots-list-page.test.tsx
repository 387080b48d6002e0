import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOT_A, BOT_B } from '../testing/bot-fixtures';
import { renderBots } from '../testing/render-bots';
import { fakeApi } from '@switchboard/shared-ui/testing';

const renderList = () => renderBots('/bots');

describe('the bots list', () => {
  it('shows every bot with its status and selects the first when none is selected', async () => {
    fakeApi(() => [200, [BOT_A, BOT_B]]);
    const { store } = renderList();
    const grid = await screen.findByRole('grid', { name: 'Bots' });
    expect(await within(grid).findByRole('link', { name: BOT_A.name })).toBeInTheDocument();
    expect(within(grid).getByText(BOT_B.botPath)).toBeInTheDocument();
    expect(
      within(grid).getByRole('button', { name: /Status of GovStack.*MAINTENANCE/ }),
    ).toBeVisible();
    expect(store.getState().selectedBot.botId).toBe(BOT_A.id);
    expect(within(grid).getByText('Selected')).toBeInTheDocument();
  });

  it('filters by status', async () => {
    fakeApi(() => [200, [BOT_A, BOT_B]]);
    renderList();
    const grid = await screen.findByRole('grid', { name: 'Bots' });
    await within(grid).findByRole('link', { name: BOT_A.name });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'MAINTENANCE' }));
    expect(within(grid).queryByRole('link', { name: BOT_A.name })).not.toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: BOT_B.name })).toBeInTheDocument();
  });

  it.each([
    [[500, {}], 'Failed to fetch bots'],
    [[503, { error: 'Database is starting' }], 'Database is starting'],
    [[0, null], 'Network error: connect ECONNREFUSED'],
  ] as const)('reports a failed load (%j) as "%s" with Retry', async (answer, message) => {
    fakeApi(() => {
      if (answer[0] === 0) throw new Error('connect ECONNREFUSED');
      return answer;
    });
    renderList();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the empty state with a way to add a bot', async () => {
    fakeApi(() => [200, []]);
    renderList();
    expect(await screen.findByText('No bots yet')).toBeInTheDocument();
    await act(async () => {});
    expect(screen.getAllByRole('link', { name: 'Add bot' }).length).toBeGreaterThan(0);
  });
});
