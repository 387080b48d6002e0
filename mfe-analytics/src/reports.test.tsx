import { screen } from '@testing-library/react';
import { renderWithProviders } from '@switchboard/shared-auth/testing';
import ReportsPage from './reports';

describe('Reports (/uikit/charts)', () => {
  it('renders the reports page and reports the analytics remote mounted', () => {
    const { store } = renderWithProviders(<ReportsPage />, { route: '/uikit/charts' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(store.getState().remotes.mounted).toEqual(['analytics']);
  });
});
