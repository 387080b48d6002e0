import { STALE_WRITE_MESSAGE } from '@switchboard/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOT_A } from '../testing/bot-fixtures';
import { fakeApi } from '@switchboard/shared-ui/testing';
import { renderBots } from '../testing/render-bots';

const theirs = {
  ...BOT_A,
  description: 'Answers billing questions too',
  updatedAt: '2026-01-03T08:00:00.000Z',
};
const botUrl = `/api/bots/${BOT_A.id}`;

/** The first save is refused as stale with their bot; later saves land. */
function staleOnceBackend() {
  let saves = 0;
  return fakeApi(({ method, url, body }) => {
    if (method === 'PUT' && url === botUrl) {
      saves += 1;
      if (saves === 1) return [412, { error: STALE_WRITE_MESSAGE, current: theirs }];
      return [200, { ...theirs, ...(body as object), updatedAt: '2026-01-03T08:05:00.000Z' }];
    }
    if (url === botUrl) return [200, saves === 0 ? BOT_A : theirs];
    if (url === '/api/bots') return [200, [BOT_A]];
    return [200, {}];
  });
}

async function renameAndSave() {
  const calls = staleOnceBackend();
  renderBots(`/bots/${BOT_A.id}/edit`);
  const user = userEvent.setup();
  const name = await screen.findByRole('textbox', { name: /^Name/ });
  await user.tripleClick(name);
  await user.paste('Support Assistant');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  const notice = await screen.findByRole('alert');
  return { calls, user, name, notice };
}

describe('a stale bot save', () => {
  it('sends the loaded version and shows their values next to the user’s, keeping the input', async () => {
    const { calls, name, notice } = await renameAndSave();
    expect(calls.find((call) => call.method === 'PUT')?.ifMatch).toBe(`"${BOT_A.updatedAt}"`);
    expect(notice).toHaveTextContent('Someone else saved this record after you opened it');
    expect(
      within(notice)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'FieldSaved nowYours',
      `Name${BOT_A.name}Support Assistant`,
      `DescriptionAnswers billing questions tooAnswers support questions`,
    ]);
    expect(name).toHaveValue('Support Assistant');
  });

  it('overwrites with the user’s input against their version', async () => {
    const { calls, user, notice } = await renameAndSave();
    await user.click(within(notice).getByRole('button', { name: 'Overwrite with mine' }));
    expect(await screen.findByText('Bot updated successfully')).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.ifMatch)).toEqual([
      `"${BOT_A.updatedAt}"`,
      `"${theirs.updatedAt}"`,
    ]);
    expect(puts[1]?.body).toMatchObject({
      name: 'Support Assistant',
      description: 'Answers support questions',
    });
  });

  it('reloads their version into the form', async () => {
    const { user, name, notice } = await renameAndSave();
    await user.click(within(notice).getByRole('button', { name: 'Load their version' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(name).toHaveValue(BOT_A.name);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(theirs.description);
  });
});
