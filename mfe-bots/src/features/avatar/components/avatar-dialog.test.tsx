import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderPage } from '@switchboard/shared-ui/testing';
import { AvatarDialog } from './avatar-dialog';

const BOT = { id: '00000000-0000-4000-8000-000000000301', name: 'Support' };

function renderDialog() {
  const calls = fakeApi(({ url }) =>
    url === '/api/images/retrieve'
      ? [200, { avatar: null, storageType: null, botName: 'Support' }]
      : [201, {}],
  );
  renderPage(<AvatarDialog bot={BOT} open onClose={() => {}} />);
  return calls;
}

const user = userEvent.setup({ applyAccept: false });

describe('the avatar dialog', () => {
  it('refuses a 10 MB image before uploading anything', async () => {
    const calls = renderDialog();
    const big = new File([new Uint8Array(10 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Avatar image file'), big);
    expect(
      await screen.findByText('“huge.png” is 10.0 MB; an avatar can be at most 2 MB.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses a file that is not an image', async () => {
    renderDialog();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Avatar image file'), text);
    expect(
      await screen.findByText('“notes.txt” is not a PNG, JPEG, WebP or GIF image.'),
    ).toBeInTheDocument();
  });

  it('shows what is stored now, or "Retrieve failed"', async () => {
    renderDialog();
    expect(await screen.findByText('No avatar yet')).toBeInTheDocument();
    fakeApi(() => [500, {}]);
    renderPage(<AvatarDialog bot={{ ...BOT, id: 'other' }} open onClose={() => {}} />);
    expect(await screen.findByText('Retrieve failed')).toBeInTheDocument();
  });
});
