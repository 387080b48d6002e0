import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOT_A } from '../testing/bot-fixtures';
import { renderBots } from '../testing/render-bots';
import { fakeApi } from '@switchboard/shared-ui/testing';

const renderDetail = (id: string) => renderBots(`/bots/${id}`);

describe('the bot detail page', () => {
  it('shows every field, the service health and api-info', async () => {
    fakeApi(({ url }) => {
      if (url === `/api/bots/${BOT_A.id}`) return [200, BOT_A];
      if (url.endsWith('/health')) {
        return [
          200,
          { status: 'healthy', database: { status: 'connected' }, uptime_seconds: 3720 },
        ];
      }
      return [200, { name: 'Support KB', version: '1.0.0', endpoints: ['GET /health'] }];
    });
    renderDetail(BOT_A.id);
    expect(await screen.findByRole('heading', { level: 1, name: BOT_A.name })).toBeInTheDocument();
    for (const text of [BOT_A.botPath, BOT_A.chatEndpoint, BOT_A.id, BOT_A.description!]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(await screen.findByText('healthy')).toBeInTheDocument();
    expect(screen.getByText('connected')).toBeInTheDocument();
    expect(screen.getByText('1 h 2 min')).toBeInTheDocument();
    expect(await screen.findByText('Support KB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conversations' })).toHaveAttribute(
      'href',
      `/conversations?botId=${BOT_A.id}`,
    );
  });

  it('says the service is unavailable instead of failing the page', async () => {
    fakeApi(({ url }) => (url.startsWith('/api/bots/') ? [200, BOT_A] : [502, {}]));
    renderDetail(BOT_A.id);
    expect(
      await screen.findByText('Health unavailable (Failed to fetch health)'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('API info unavailable (Failed to fetch app info)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: BOT_A.name })).toBeInTheDocument();
  });

  it.each(['00000000-0000-4000-8000-00000000ffff', 'not-a-uuid'])(
    'answers an unknown id (%s) with "Bot not found"',
    async (id) => {
      fakeApi(() => [404, { error: 'Bot not found' }]);
      renderDetail(id);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Bot not found' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to bots' })).toHaveAttribute('href', '/bots');
    },
  );

  it('selects the bot for every section and opens its knowledge', async () => {
    fakeApi(({ url }) => (url.startsWith('/api/bots/') ? [200, BOT_A] : [502, {}]));
    const { store } = renderDetail(BOT_A.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Select this bot' }));
    expect(store.getState().selectedBot.botId).toBe(BOT_A.id);
    expect(screen.getByRole('button', { name: 'Selected bot' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Knowledge' }));
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
  });
});
