import { act, screen } from '@testing-library/react';
import { botSelected } from '@switchboard/shared-data';
import { renderPage } from '@switchboard/shared-ui/testing';
import { fakeGateway } from '../testing/fake-gateway';
import DocumentsPage from './documents-page';

const answers = (bot: string, title: string) => ({
  [`GET /api/bot-services/${bot}/documents/?limit=500`]: () =>
    [
      200,
      {
        documents: [
          {
            id: `${bot}-doc`,
            title,
            file_name: `${title}.md`,
            file_type: 'md',
            size_bytes: 10,
            chunk_count: 1,
            status: 'ready',
            is_public: false,
            collection_id: null,
            created_at: '2026-01-01T00:00:00Z',
          },
        ],
      },
    ] as [number, unknown],
  [`GET /api/bot-services/${bot}/collection-stats/collections`]: () =>
    [200, []] as [number, unknown],
  [`GET /api/bot-services/${bot}/api-info`]: () => [503, { error: 'down' }] as [number, unknown],
});

it('follows the selected bot: switching bots loads the other bot’s documents without a reload', async () => {
  fakeGateway({ ...answers('bot-1', 'Returns policy'), ...answers('bot-2', 'Leave policy') });
  const { store } = renderPage(<DocumentsPage />);
  act(() => {
    store.dispatch(botSelected('bot-1'));
  });
  expect(await screen.findByText('Returns policy')).toBeInTheDocument();
  act(() => {
    store.dispatch(botSelected('bot-2'));
  });
  expect(await screen.findByText('Leave policy')).toBeInTheDocument();
  expect(screen.queryByText('Returns policy')).not.toBeInTheDocument();
});

it('says "Failed to fetch documents" with Retry when the list cannot load', async () => {
  fakeGateway({
    ...answers('bot-1', 'x'),
    'GET /api/bot-services/bot-1/documents/?limit=500': () => [502, {}],
  });
  const { store } = renderPage(<DocumentsPage />);
  act(() => {
    store.dispatch(botSelected('bot-1'));
  });
  expect(await screen.findByText('Failed to fetch documents')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
