import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { botSelected, createAppStore } from '@switchboard/shared-data';
import { fakeApi, findErrorToast, renderPage } from '@switchboard/shared-ui/testing';
import { answerFor, BOT } from '../../../testing/analytics-fixtures';
import { USAGE_GROUP } from '../lib/groups/usage-group';
import { pageZip } from '../lib/page-export';
import { GroupPage } from './group-page';

// The export's code arrives on the click, so a dropped connection fails it there.
jest.mock('../lib/page-export', () => ({ pageZip: jest.fn() }));

it('says why "Export page" failed instead of failing silently', async () => {
  jest.mocked(pageZip).mockRejectedValue(new Error('Loading chunk 512 failed.'));
  fakeApi((call) => (call.url === `/api/bots/${BOT.id}` ? [200, BOT] : answerFor(call)));
  const store = createAppStore();
  store.dispatch(botSelected(BOT.id));
  renderPage(<GroupPage group={USAGE_GROUP} />, { store, route: '/analytics/usage' });
  const button = await screen.findByRole('button', { name: 'Export page' });
  await waitFor(() => expect(button).toBeEnabled());

  await userEvent.click(button);
  expect(
    await findErrorToast('Could not export the page: Loading chunk 512 failed.'),
  ).toBeInTheDocument();
});
