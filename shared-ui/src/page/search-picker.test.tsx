import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchPicker, type SearchPage } from './search-picker';

interface Item {
  id: string;
  name: string;
}

/** 5,000 items, as a server holds them: it answers a page of those matching the text. */
const ITEMS: Item[] = Array.from({ length: 5_000 }, (_, n) => ({
  id: `id-${n}`,
  name: `item${n}@example.com`,
}));
const PAGE = 20;
const serverPage = jest.fn((text: string): Promise<SearchPage<Item>> =>
  Promise.resolve({
    items: ITEMS.filter((item) => item.name.includes(text)).slice(0, PAGE),
    total: ITEMS.filter((item) => item.name.includes(text)).length,
  }),
);

function Picker({
  onChange = jest.fn(),
  search = serverPage,
}: {
  onChange?: (item: Item | null) => void;
  search?: (text: string) => Promise<SearchPage<Item>>;
}) {
  return (
    <SearchPicker<Item>
      label="Thing"
      placeholder="Type to search"
      noMatchText="Nothing matches"
      search={search}
      optionLabel={(item) => item.name}
      value={null}
      onChange={onChange}
    />
  );
}

describe('the search picker', () => {
  beforeEach(() => serverPage.mockClear());

  it('asks the server for a page of matches as the user types, and hands over the one chosen', async () => {
    const chose = jest.fn();
    render(<Picker onChange={chose} />);
    const box = screen.getByRole('combobox', { name: 'Thing' });
    await userEvent.click(box);
    expect(await screen.findAllByRole('option')).toHaveLength(PAGE);
    expect(screen.getByText(`${5_000 - PAGE} more match; type to narrow`)).toBeVisible();

    // An item far past any first page is found by typing, not by loading them all.
    await userEvent.type(box, 'item4321@');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'item4321@example.com',
      ]),
    );
    expect(serverPage).toHaveBeenLastCalledWith('item4321@');
    // A pause in typing is one call, not one per keystroke.
    expect(serverPage.mock.calls.length).toBeLessThan('item4321@'.length);
    await userEvent.click(screen.getByRole('option', { name: 'item4321@example.com' }));
    expect(chose).toHaveBeenLastCalledWith(ITEMS[4321]);
  });

  it('shows only the answer to the newest text when an older one arrives after it', async () => {
    let answerOld!: (page: SearchPage<Item>) => void;
    const search = jest.fn((text: string) =>
      text === 'item1'
        ? new Promise<SearchPage<Item>>((resolve) => (answerOld = resolve))
        : serverPage(text),
    );
    render(<Picker search={search} />);
    const box = screen.getByRole('combobox', { name: 'Thing' });
    await userEvent.type(box, 'item1');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('item1'));
    await userEvent.type(box, '234');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'item1234@example.com',
      ]),
    );
    answerOld({ items: ITEMS.slice(0, PAGE), total: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('says why when the server refuses, in place of the matches', async () => {
    const refused = () => Promise.reject(new Error('Sign in again'));
    render(<Picker search={refused} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Thing' }));
    expect(await screen.findAllByText('Sign in again')).not.toHaveLength(0);
  });
});
