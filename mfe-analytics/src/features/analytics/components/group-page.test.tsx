import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { botSelected, createAppStore } from '@switchboard/shared-data';
import {
  fakeApi,
  renderWithProviders,
  type FakeAnswer,
  type FakeCall,
} from '@switchboard/shared-ui/testing';
import { useLocation } from 'react-router-dom';
import { answerFor, BOT, endpointOf, OTHER_BOT } from '../../../testing/analytics-fixtures';
import { NO_TOTALS } from '../../../testing/empty-analytics-data';
import { USAGE_GROUP } from '../lib/groups/usage-group';
import { GroupPage } from './group-page';

const USAGE = USAGE_GROUP.cards.map((card) => card.endpoint);

function Location() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** Bots resolve at once; analytics calls get `answer`. */
function renderUsage(answer: (call: FakeCall) => FakeAnswer, route = '/analytics/usage') {
  const calls = fakeApi((call) => {
    if (call.url === `/api/bots/${BOT.id}`) return [200, BOT];
    if (call.url === `/api/bots/${OTHER_BOT.id}`) return [200, OTHER_BOT];
    return answer(call);
  });
  const store = createAppStore();
  store.dispatch(botSelected(BOT.id));
  renderWithProviders(
    <>
      <GroupPage group={USAGE_GROUP} />
      <Location />
    </>,
    { store, route },
  );
  const analytics = () => calls.filter((call) => call.url.includes('/analytics/'));
  return { store, analytics };
}

const day = { sessions: 1, answered: 1, avg_latency_ms: 20, p95_latency_ms: 30 };
const traffic = {
  totals: { ...NO_TOTALS, requests: 3 },
  daily: [
    { ...day, date: '2026-01-01', requests: 1, users: 1, errors: 0 },
    { ...day, date: '2026-01-02', requests: 2, users: 2, errors: 1 },
  ],
};

afterEach(() => jest.restoreAllMocks());

describe('a group page', () => {
  it('fetches every endpoint of the group in parallel for the selected bot and draws the cards', async () => {
    const { analytics } = renderUsage((call) =>
      answerFor(call, endpointOf(call.url) === 'usage/traffic' ? traffic : undefined),
    );
    await waitFor(() => expect(analytics()).toHaveLength(8));
    expect(
      analytics()
        .map((call) => endpointOf(call.url))
        .sort(),
    ).toEqual([...USAGE].sort());
    expect(analytics().every((call) => call.url.startsWith(`/api/bot-services/${BOT.id}/`))).toBe(
      true,
    );
    expect(analytics()[0]!.params).toEqual({ days: '30' });
    const card = (await screen.findByRole('heading', { name: 'Daily traffic' })).closest(
      'section',
    )!;
    await waitFor(() => expect(card).toHaveAttribute('data-state', 'drawn'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows what succeeded, lists the failures with a warning, and retries just those', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let failing = true;
    const { analytics } = renderUsage((call) => {
      const endpoint = endpointOf(call.url);
      if (failing && (endpoint === 'usage/capacity' || endpoint === 'usage/errors'))
        return [503, { error: `${endpoint} is down` }];
      return answerFor(call, endpoint === 'usage/traffic' ? traffic : undefined);
    });
    const banner = await screen.findByText('Some figures could not be loaded');
    const alert = banner.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('usage/capacity: usage/capacity is down')).toBeInTheDocument();
    expect(within(alert).getByText('usage/errors: usage/errors is down')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('usage/capacity'));
    const card = screen.getByRole('heading', { name: 'Daily traffic' }).closest('section')!;
    expect(card).toHaveAttribute('data-state', 'drawn');

    failing = false;
    const before = analytics().length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Some figures could not be loaded')).toBeNull());
    expect(
      analytics()
        .slice(before)
        .map((call) => endpointOf(call.url))
        .sort(),
    ).toEqual(['usage/capacity', 'usage/errors']);
  });

  it('says "All usage requests failed: …" with Retry when every call fails', async () => {
    renderUsage(() => [500, {}]);
    expect(
      await screen.findByText(
        'All usage requests failed: traffic, session-duration, system-health, peak-hours, capacity, hourly-traffic, response-times, errors',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Daily traffic' })).toBeNull();
  });

  it('keeps the period in the URL and cancels the old calls when it changes', async () => {
    const { analytics } = renderUsage((call) =>
      call.params.days === '30' ? null : answerFor(call),
    );
    await waitFor(() => expect(analytics()).toHaveLength(8));
    const first = analytics().slice();
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?period=7');
    await waitFor(() => expect(analytics()).toHaveLength(16));
    expect(first.every((call) => call.signal?.aborted)).toBe(true);
    expect(
      analytics()
        .slice(8)
        .every((call) => call.params.days === '7'),
    ).toBe(true);
  });

  it('reads the period from the URL it was opened with', async () => {
    const { analytics } = renderUsage(
      (call) => answerFor(call),
      '/analytics/usage?period=custom&from=2026-01-01&to=2026-01-31',
    );
    await waitFor(() => expect(analytics()).toHaveLength(8));
    expect(analytics()[0]!.params).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });

  it('follows the bot chosen in the top bar and cancels the calls for the old one', async () => {
    const { store, analytics } = renderUsage((call) =>
      call.url.includes(BOT.id) ? null : answerFor(call),
    );
    await waitFor(() => expect(analytics()).toHaveLength(8));
    const first = analytics().slice();
    act(() => {
      store.dispatch(botSelected(OTHER_BOT.id));
    });
    await waitFor(() => expect(analytics()).toHaveLength(16));
    expect(first.every((call) => call.signal?.aborted)).toBe(true);
    expect(
      analytics()
        .slice(8)
        .every((call) => call.url.includes(OTHER_BOT.id)),
    ).toBe(true);
  });
});
