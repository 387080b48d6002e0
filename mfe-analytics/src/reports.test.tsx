import { screen, waitFor } from '@testing-library/react';
import { createAppStore, setRuntimeConfig, signedIn } from '@switchboard/shared-auth';
import { renderWithProviders } from '@switchboard/shared-auth/testing';
import manifest from './manifest';
import ReportsPage from './reports';
import { answerOf, BOT, fakeGateway, OTHER_BOT } from './testing/fake-gateway';

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

function renderAs(email: string, roleName: string) {
  const store = createAppStore();
  store.dispatch(signedIn({ id: 'u1', username: 'u', email, roleName }));
  return renderWithProviders(<ReportsPage />, { store, route: '/uikit/charts' });
}

describe('Reports (/uikit/charts)', () => {
  it('renders the reports page for staff', () => {
    fakeGateway(() => [200, []]);
    renderAs('hm@switchboard.local', 'hiringmanager');
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
  });

  it("fills the shell's reports slot", async () => {
    expect((await manifest.widgets.reports()).default).toBe(ReportsPage);
  });

  it('asks every bot for its executive figures, in parallel, for a bot admin', async () => {
    const calls = fakeGateway((call) => {
      if (call.url === '/api/bots') return [200, [BOT, OTHER_BOT]];
      return answerOf({ totals: { requests: 1 } });
    });
    renderAs('admin@switchboard.local', 'admin');
    await waitFor(() =>
      expect(
        calls.filter((call) => call.url.includes('/analytics/')).map((call) => call.url),
      ).toEqual([
        `/api/bot-services/${BOT.id}/analytics/business/dashboard/executive`,
        `/api/bot-services/${OTHER_BOT.id}/analytics/business/dashboard/executive`,
      ]),
    );
    expect(
      await screen.findByRole('grid', { name: /Bots report, Last 30 days/ }),
    ).toBeInTheDocument();
    // The data grid's first render in jsdom takes seconds on a loaded machine.
  }, 30_000);

  it('tells staff who are not bot admins where the figures come from instead of failing', () => {
    const calls = fakeGateway(() => [200, []]);
    renderAs('employee@switchboard.local', 'employee');
    expect(screen.getByText(/open to bot admins only/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
