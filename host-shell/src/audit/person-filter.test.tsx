import { listAccountPage, type AccountQuery, type AdminUser } from '@switchboard/shared-auth';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSON_MATCHES, PersonFilter } from './person-filter';

jest.mock('@switchboard/shared-auth', () => ({
  ...jest.requireActual('@switchboard/shared-auth'),
  listAccountPage: jest.fn(),
}));

/** 5,000 accounts, as the server holds them: it answers a page of those matching the text. */
const ACCOUNTS = Array.from(
  { length: 5_000 },
  (_, n) => ({ id: `id-${n}`, email: `person${n}@switchboard.local` }) as AdminUser,
);
function serverPage(query: AccountQuery) {
  const matching = ACCOUNTS.filter((account) => account.email!.includes(query.filter ?? ''));
  return Promise.resolve({
    users: matching.slice(0, query.perPage),
    total: matching.length,
    activeSuperusers: 1,
  });
}

describe('the Person filter', () => {
  beforeEach(() => jest.mocked(listAccountPage).mockReset().mockImplementation(serverPage));

  it('asks the server for a page of matches as the user types, and names the person chosen', async () => {
    const chose = jest.fn();
    render(<PersonFilter onChange={chose} />);
    const box = screen.getByRole('combobox', { name: 'Person' });
    await userEvent.click(box);
    expect(await screen.findAllByRole('option')).toHaveLength(PERSON_MATCHES);
    expect(screen.getByText(`${5_000 - PERSON_MATCHES} more match; type to narrow`)).toBeVisible();

    // An account far past any first page is found by typing, not by loading them all.
    await userEvent.type(box, 'person4321@');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'person4321@switchboard.local',
      ]),
    );
    expect(listAccountPage).toHaveBeenLastCalledWith({
      page: 1,
      perPage: PERSON_MATCHES,
      filter: 'person4321@',
      sort: 'email asc',
    });
    expect(jest.mocked(listAccountPage).mock.calls.every(([query]) => query.perPage <= 20)).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('option', { name: 'person4321@switchboard.local' }));
    expect(chose).toHaveBeenLastCalledWith('id-4321');

    // Emptying the box is everyone again.
    await userEvent.clear(box);
    expect(chose).toHaveBeenLastCalledWith(undefined);
  });

  it('says why when the server refuses, in place of the matches', async () => {
    jest.mocked(listAccountPage).mockRejectedValue(new Error('Sign in again to manage accounts'));
    render(<PersonFilter onChange={jest.fn()} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Person' }));
    expect(await screen.findAllByText('Sign in again to manage accounts')).not.toHaveLength(0);
  });
});
