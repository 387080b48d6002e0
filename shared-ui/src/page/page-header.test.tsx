import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

describe('page building blocks', () => {
  it('renders the page title as the level-one heading with its description and actions', () => {
    render(<PageHeader title="Bots" description="All bots" actions={<button>Add bot</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Bots' })).toBeInTheDocument();
    expect(screen.getByText('All bots')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add bot' })).toBeInTheDocument();
  });

  it('announces an empty state as a status', () => {
    render(<EmptyState title="No bots yet" message="Create one." />);
    expect(screen.getByRole('status')).toHaveTextContent('No bots yetCreate one.');
  });
});
