import { screen } from '@testing-library/react';
import { renderWithProviders } from '@switchboard/shared-auth/testing';
import manifest from './manifest';

describe('Reports (/uikit/charts)', () => {
  it("fills the shell's reports slot", async () => {
    const { default: ReportsPage } = await manifest.widgets.reports();
    renderWithProviders(<ReportsPage />, { route: '/uikit/charts' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
  });
});
