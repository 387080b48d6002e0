import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadFile } from '@switchboard/shared-ui';
import { fakeApi, renderPage, type FakeCall } from '@switchboard/shared-ui/testing';
import { aBusiness, aBusinessType } from '../testing/fixtures';
import BusinessesPage from './businesses-page';

jest.mock('@switchboard/shared-ui', () => ({
  ...jest.requireActual<typeof import('@switchboard/shared-ui')>('@switchboard/shared-ui'),
  downloadFile: jest.fn(),
}));

const type = aBusinessType({ name: 'Retailer' });
const businesses = Array.from({ length: 60 }, (_, index) =>
  aBusiness({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `${index % 2 ? 'Acme' : 'Zenith'} ${String(index).padStart(2, '0')}`,
  }),
);

/** A paging server over the 60 businesses: it searches names and pages; order is not its test. */
function pageOf({ params }: FakeCall): [number, unknown] {
  if (Object.keys(params).length === 0) return [200, businesses];
  const q = String(params.q ?? '').toLowerCase();
  const matching = businesses.filter((row) => row.name.toLowerCase().includes(q));
  const offset = Number(params.offset);
  const limit = Number(params.limit);
  return [
    200,
    { items: matching.slice(offset, offset + limit), total: matching.length, limit, offset },
  ];
}

function setup(threshold = 50) {
  const calls = fakeApi({
    'GET /api/businesses': pageOf,
    'GET /api/business-types': () => [200, [type]],
  });
  renderPage(<BusinessesPage serverThreshold={threshold} />);
  const listCalls = () => calls.filter((call) => call.url === '/api/businesses');
  return { calls, listCalls, lastParams: () => listCalls().at(-1)?.params };
}

describe('the businesses grid past the server threshold', () => {
  it('shows the first page the server sent, and asks the server for the next page and an order', async () => {
    const { listCalls, lastParams } = setup();
    expect(await screen.findByText('Zenith 00')).toBeInTheDocument();
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    // The first page told the total: no call loaded the whole list.
    expect(listCalls().every((call) => call.params.limit === 25)).toBe(true);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Acme 25')).toBeInTheDocument();
    expect(lastParams()).toMatchObject({ offset: 25, limit: 25, sort: 'createdAt:desc' });

    await user.click(screen.getByRole('columnheader', { name: 'Name' }));
    await waitFor(() => expect(lastParams()).toMatchObject({ offset: 0, sort: 'name:asc' }));
    expect(await screen.findByText('1–25 of 60')).toBeInTheDocument();
  });

  it('searches on the server and exports every matching business, not only the page', async () => {
    const { calls, lastParams } = setup();
    await screen.findByText('Zenith 00');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), 'acme');
    await waitFor(() => expect(lastParams()).toMatchObject({ q: 'acme', offset: 0 }));
    expect(await screen.findByText('1–25 of 30')).toBeInTheDocument();
    expect(screen.queryByText('Zenith 00')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    const exportCall = calls.at(-1)!;
    expect(exportCall.params).toMatchObject({ q: 'acme', sort: 'createdAt:asc', limit: 5000 });
    const [fileName, blob] = jest.mocked(downloadFile).mock.calls[0]!;
    expect(fileName).toBe('businesses.csv');
    const text = await new Promise<string>((resolve) => {
      // jsdom's Blob has no text(); FileReader reads it as a browser would.
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob as Blob);
    });
    const names = text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(names).toHaveLength(30);
    expect(names.every((name) => name?.startsWith('Acme'))).toBe(true);
  });

  it('says nothing matches, not that there are no businesses, when a search finds none', async () => {
    setup();
    await screen.findByText('Zenith 00');
    await userEvent.type(screen.getByRole('searchbox'), 'nothing');
    expect(await screen.findByText('No matching businesses')).toBeInTheDocument();
    expect(screen.queryByText('No businesses yet')).not.toBeInTheDocument();
  });

  it('keeps the whole list in the browser up to the threshold', async () => {
    const { listCalls } = setup(60);
    expect(await screen.findByText('Zenith 00')).toBeInTheDocument();
    await waitFor(() =>
      expect(listCalls().some((call) => Object.keys(call.params).length === 0)).toBe(true),
    );
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Businesses' });
    expect(within(grid).getAllByRole('row')).toHaveLength(26);
  });

  it('shows a list that fits in the first page from that page alone, with no second call', async () => {
    const few = businesses.slice(0, 20);
    const calls = fakeApi({
      'GET /api/businesses': (call) => {
        const [status, body] = pageOf(call);
        const page = body as { items: unknown[] };
        return Array.isArray(body) ? [status, few] : [status, { ...page, items: few, total: 20 }];
      },
      'GET /api/business-types': () => [200, [type]],
    });
    renderPage(<BusinessesPage serverThreshold={50} />);
    expect(await screen.findByText('1–20 of 20')).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Businesses' });
    expect(within(grid).getAllByRole('row')).toHaveLength(21);
    // Client mode all the same: the grid sorts by itself, and the server is asked once.
    await userEvent.click(screen.getByRole('columnheader', { name: 'Name' }));
    expect(within(grid).getAllByRole('row')[1]).toHaveTextContent('Acme 01');
    expect(calls.filter((call) => call.url === '/api/businesses')).toHaveLength(1);
  });
});
