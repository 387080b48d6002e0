import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@switchboard/shared-auth/testing';
import { loadRemoteComponent, RemoteLoadError } from './remote-registry';
import { RemoteSection } from './remote-section';
import { BOT_ADMINS } from '../routes/access';

jest.mock('./remote-registry', () => {
  const actual = jest.requireActual('./remote-registry');
  return { ...actual, loadRemoteComponent: jest.fn() };
});

const load = loadRemoteComponent as jest.MockedFunction<typeof loadRemoteComponent>;
const section = {
  remote: 'bots',
  path: '/bots/*',
  module: './routes',
  title: 'Bots',
  access: BOT_ADMINS,
} as const;

// React 19 resumes a suspended `use()` only inside act() in tests.
async function renderSection() {
  await act(async () => {
    renderWithProviders(<RemoteSection section={section} />);
  });
}

describe('RemoteSection', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the remote once it loads', async () => {
    load.mockResolvedValue({ default: () => <h1>Bots page</h1> });
    await renderSection();
    expect(await screen.findByRole('heading', { name: 'Bots page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('bots', './routes', false);
  });

  it('shows a fallback card when loading fails, and Retry loads it again', async () => {
    load.mockRejectedValueOnce(new RemoteLoadError('bots', 'no answer within 10 ms'));
    load.mockResolvedValueOnce({ default: () => <h1>Bots page</h1> });
    await renderSection();
    expect(await screen.findByText('Bots is unavailable right now')).toBeInTheDocument();
    expect(screen.getByText(/no answer within 10 ms/)).toBeInTheDocument();
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByRole('heading', { name: 'Bots page' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('bots', './routes', true);
  });

  it('catches a remote that throws while rendering', async () => {
    load.mockResolvedValue({
      default: () => {
        throw new Error('remote render crashed');
      },
    });
    await renderSection();
    expect(await screen.findByText(/remote render crashed/)).toBeInTheDocument();
  });
});
