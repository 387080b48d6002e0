import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@switchboard/shared-data';
import { fakeApi, renderWithProviders, signedInStore } from '@switchboard/shared-ui/testing';
import manifest from '../manifest';
import ReportsPage from './reports-page';

beforeEach(() =>
  setRuntimeConfig({
    brandName: 'Test',
    remotes: [],
    remoteLoadTimeoutMs: 1000,
    apiBaseUrl: '',
    authUrl: '',
    anonKey: '',
    adminAllowedEmails: [],
    adminAllowedDomainWords: ['switchboard'],
  }),
);

function renderAs(email: string, roleName: string, route = '/uikit/charts') {
  const store = signedInStore({ id: 'u1', username: 'u', email, roleName });
  return renderWithProviders(<ReportsPage />, { store, route });
}

const REPORT = {
  from: '2026-01-01T00:00:00.000Z',
  to: '2026-01-31T00:00:00.000Z',
  bots: [
    {
      id: 'b1',
      name: 'Support',
      status: 'ACTIVE',
      avatar: null,
      kpis: {
        conversations: 12,
        users: 5,
        questions: 40,
        answerRate: 0.75,
        containmentRate: 0.5,
        p95LatencyMs: 88,
        errorRate: 0.025,
      },
    },
    {
      id: 'b2',
      name: 'HR',
      status: 'ACTIVE',
      avatar: null,
      kpis: null,
      error: 'Failed to fetch analytics: Bot service unreachable',
    },
  ],
};

describe('Reports (/uikit/charts)', () => {
  it("fills the shell's reports slot", async () => {
    expect((await manifest.widgets.reports()).default).toBe(ReportsPage);
  });

  it('shows every staff role the figures per bot from one staff report call', async () => {
    const calls = fakeApi((call) => (call.url === '/api/reports/bots' ? [200, REPORT] : [404, {}]));
    renderAs('employee@switchboard.local', 'employee', '/uikit/charts?period=7');
    const grid = await screen.findByRole('grid', { name: /Bots report, Last 7 days/ });
    const support = (await within(grid).findByText('Support')).closest('[role="row"]')!;
    expect(support).toHaveTextContent('75');
    expect(support).toHaveTextContent('50');
    expect(support).toHaveTextContent('88');
    expect(
      within(grid).getByText('Failed to fetch analytics: Bot service unreachable'),
    ).toBeVisible();
    expect(calls.map((call) => [call.url, call.params])).toEqual([
      ['/api/reports/bots', { days: '7' }],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('says what failed with Retry', async () => {
    let fail = true;
    fakeApi(() => (fail ? [403, { error: 'Forbidden: reports are for staff' }] : [200, REPORT]));
    renderAs('hm@switchboard.local', 'hiringmanager');
    expect(await screen.findByText('Forbidden: reports are for staff')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Support')).toBeInTheDocument();
  });
});
