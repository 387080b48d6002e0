import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@switchboard/shared-ui/testing';
import { fakeGateway } from '../../../testing/fake-gateway';
import { CrawlSkipsDialog } from './crawl-skips-dialog';

const SKIPPED = '/api/bot-services/bot-1/crawl/job-1/skipped';
const skip = (n: number) => ({
  url: `http://site.test/private/${n}`,
  reason: n === 0 ? 'exclude' : 'robots',
  detail: n === 0 ? 'Matches the exclude pattern /private/0' : 'robots.txt disallows this page',
  found_on: n === 0 ? null : 'http://site.test/',
  skipped_at: '2026-11-27T10:00:00.000Z',
});

it('lists the skipped pages with why, asking the service for each page of them', async () => {
  const calls = fakeGateway({
    [`GET ${SKIPPED}`]: ({ params }) => {
      const offset = Number(params.offset);
      const rows = Array.from({ length: Math.min(25, 30 - offset) }, (_, i) => skip(offset + i));
      return [200, { skipped: rows, total: 30, limit: Number(params.limit), offset }];
    },
  });
  renderWithProviders(
    <CrawlSkipsDialog botId="bot-1" jobId="job-1" url="http://site.test/" onClose={() => {}} />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Pages the crawl skipped' });
  expect(await within(dialog).findByText('http://site.test/private/1')).toBeInTheDocument();
  expect(within(dialog).getByText('Matches an exclude pattern')).toBeInTheDocument();
  expect(within(dialog).getAllByText('Disallowed by robots.txt').length).toBeGreaterThan(0);
  expect(calls[0]).toMatchObject({ params: { limit: 25, offset: 0 } });

  await userEvent.click(within(dialog).getByRole('button', { name: /next page/i }));
  expect(await within(dialog).findByText('http://site.test/private/29')).toBeInTheDocument();
  expect(calls.at(-1)).toMatchObject({ params: { limit: 25, offset: 25 } });
});

it('says when the skipped pages cannot be fetched', async () => {
  fakeGateway({ [`GET ${SKIPPED}`]: () => [503, { error: 'Knowledge service unavailable' }] });
  renderWithProviders(
    <CrawlSkipsDialog botId="bot-1" jobId="job-1" url="http://site.test/" onClose={() => {}} />,
  );
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
