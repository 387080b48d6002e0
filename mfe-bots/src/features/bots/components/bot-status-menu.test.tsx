import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOT_A } from '../../../testing/bot-fixtures';
import { renderBots } from '../../../testing/render-bots';
import { fakeApi } from '@switchboard/shared-ui/testing';

function deferred() {
  let settle!: (answer: [number, unknown]) => void;
  const promise = new Promise<[number, unknown]>((resolve) => (settle = resolve));
  return { promise, settle };
}

async function changeStatusTo(status: string) {
  const grid = await screen.findByRole('grid', { name: 'Bots' });
  await userEvent.click(await within(grid).findByRole('button', { name: /Status of .*ACTIVE/ }));
  const menu = screen.getByRole('menu');
  expect(within(menu).getByText(/Temporarily paused/)).toBeInTheDocument();
  await userEvent.click(within(menu).getByText(status));
  return grid;
}

describe('changing a bot status from the list', () => {
  it('shows the new status at once and keeps it when the server agrees', async () => {
    const answer = deferred();
    const calls = fakeApi(({ method }) => (method === 'PUT' ? answer.promise : [200, [BOT_A]]));
    renderBots('/bots');
    const grid = await changeStatusTo('INACTIVE');
    expect(await within(grid).findByRole('button', { name: /INACTIVE/ })).toBeInTheDocument();
    answer.settle([200, { ...BOT_A, status: 'INACTIVE' }]);
    expect(await screen.findByText(`${BOT_A.name} is now INACTIVE`)).toBeInTheDocument();
    // The toast and the list's refetch land in either order; the row must end INACTIVE.
    expect(await within(grid).findByRole('button', { name: /INACTIVE/ })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `/api/bots/${BOT_A.id}/status`,
      body: { status: 'INACTIVE' },
    });
  });

  it('rolls back and says why when the server refuses', async () => {
    const answer = deferred();
    fakeApi(({ method }) => (method === 'PUT' ? answer.promise : [200, [BOT_A]]));
    renderBots('/bots');
    const grid = await changeStatusTo('MAINTENANCE');
    expect(await within(grid).findByRole('button', { name: /MAINTENANCE/ })).toBeInTheDocument();
    answer.settle([500, {}]);
    expect(await screen.findByText(/Failed to change bot status/)).toBeInTheDocument();
    // The toast can come before the row is drawn again: on a busy machine it did.
    expect(
      await within(grid).findByRole('button', { name: /Status of .*: ACTIVE/ }),
    ).toBeInTheDocument();
  });
});
