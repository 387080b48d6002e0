import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { botSelected, createAppStore } from '@switchboard/shared-data';
import { BOT_A, BOT_B } from '../../../testing/bot-fixtures';
import { fakeApi, renderWithProviders } from '@switchboard/shared-ui/testing';
import BotPickerWidget from './bot-picker-widget';

describe('the bot picker widget', () => {
  it('selects the first bot when none is selected', async () => {
    fakeApi(() => [200, [BOT_A, BOT_B]]);
    const { store } = renderWithProviders(<BotPickerWidget />);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Selected bot' })).toHaveTextContent(BOT_A.name),
    );
    expect(store.getState().selectedBot.botId).toBe(BOT_A.id);
  });

  it('keeps a selection that still exists and replaces one that vanished', async () => {
    fakeApi(() => [200, [BOT_A, BOT_B]]);
    const kept = createAppStore();
    kept.dispatch(botSelected(BOT_B.id));
    const first = renderWithProviders(<BotPickerWidget />, { store: kept });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Selected bot' })).toHaveTextContent(BOT_B.name),
    );
    first.unmount();
    const vanished = createAppStore();
    vanished.dispatch(botSelected('deleted-bot'));
    renderWithProviders(<BotPickerWidget />, { store: vanished });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Selected bot' })).toHaveTextContent(BOT_A.name),
    );
    expect(vanished.getState().selectedBot.botId).toBe(BOT_A.id);
  });

  it('changes the selection for every section', async () => {
    fakeApi(() => [200, [BOT_A, BOT_B]]);
    const { store } = renderWithProviders(<BotPickerWidget />);
    const picker = await screen.findByRole('combobox', { name: 'Selected bot' });
    // Disabled until the list arrives; a click before that opens nothing.
    await waitFor(() => expect(picker).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: /GovStack/ }));
    expect(store.getState().selectedBot.botId).toBe(BOT_B.id);
  });

  it('says why there is nothing to pick', async () => {
    fakeApi(() => [500, {}]);
    renderWithProviders(<BotPickerWidget />);
    expect(await screen.findByText('Failed to fetch bots')).toBeInTheDocument();
  });
});
