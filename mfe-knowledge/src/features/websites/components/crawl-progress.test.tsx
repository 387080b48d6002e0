import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@switchboard/shared-ui/testing';
import { fakeGateway } from '../../../testing/fake-gateway';
import { CRAWL_POLL_MS, CrawlProgress } from './crawl-progress';

// The job is polled every second: on jest's clock the test needs no real second to pass,
// and testing-library's waits move that clock forward themselves.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const JOB = '/api/bot-services/bot-1/crawl/job-1';
const job = (status: string, fetched: number, current: string | null) => ({
  id: 'job-1',
  url: 'http://site.test/',
  status,
  pages_queued: 3 - fetched,
  pages_fetched: fetched,
  pages_skipped: 1,
  pages_failed: 0,
  current_url: current,
  error: null,
});

it('polls the job, showing each count and the page being fetched, and cancels it', async () => {
  const states = [job('running', 0, 'http://site.test/'), job('running', 1, 'http://site.test/a')];
  const calls = fakeGateway({
    [`GET ${JOB}`]: () => [200, states.length > 1 ? states.shift() : states[0]],
    [`DELETE ${JOB}`]: () => {
      states.splice(0, states.length, job('cancelled', 1, null));
      return [200, states[0]];
    },
    'POST /api/bot-services/bot-1/webpages-refresh': () => [200, null],
  });
  renderWithProviders(<CrawlProgress botId="bot-1" jobId="job-1" onDismiss={() => undefined} />);
  expect(await screen.findByText('Fetching http://site.test/')).toBeInTheDocument();
  expect(await screen.findByText('Fetching http://site.test/a')).toBeInTheDocument();
  expect(screen.getByTestId('crawl-counts')).toHaveTextContent(
    'Queued 2 · Fetched 1 · Skipped 1 · Failed 0',
  );
  // The skipped page is named in its own list, opened from beside the counts.
  expect(screen.getByRole('button', { name: 'Which pages were skipped, and why' })).toBeVisible();

  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('button', { name: 'Cancel crawl' }));
  expect(calls.some((call) => call.method === 'DELETE' && call.url === JOB)).toBe(true);
  expect(await screen.findByText('cancelled')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  // Finished: no more polling.
  const polls = () => calls.filter((call) => call.method === 'GET').length;
  const pollsWhenCancelled = polls();
  await act(() => jest.advanceTimersByTimeAsync(5 * CRAWL_POLL_MS));
  expect(polls()).toBe(pollsWhenCancelled);
});
