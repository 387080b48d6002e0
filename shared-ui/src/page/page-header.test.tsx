import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

/** jsdom lays nothing out: the widths the header measures are set by hand. */
function layOut({ header, actions }: { header: number; actions: number }) {
  const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get');
  const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get');
  clientWidth.mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'page-header-actions' ? actions : header;
  });
  scrollWidth.mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'page-header-actions' ? actions : header;
  });
}

afterEach(() => jest.restoreAllMocks());

const header = (
  <PageHeader
    title="Conversations"
    secondaryActions={<button>Search messages</button>}
    actions={<button>New conversation</button>}
  />
);

describe('page building blocks', () => {
  it('renders the page title as the level-one heading with its description and actions', () => {
    render(<PageHeader title="Bots" description="All bots" actions={<button>Add bot</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Bots' })).toBeInTheDocument();
    expect(screen.getByText('All bots')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add bot' })).toBeInTheDocument();
  });

  it('shows the secondary actions beside the main ones while they fit', () => {
    layOut({ header: 1200, actions: 400 });
    render(header);
    expect(screen.getByRole('button', { name: 'Search messages' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });

  it('folds the secondary actions into "More actions" when the header has no room for them', async () => {
    layOut({ header: 358, actions: 420 });
    render(header);
    expect(screen.getByRole('button', { name: 'New conversation' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Search messages' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const menu = screen.getByRole('group', { name: 'More actions' });
    expect(within(menu).getByRole('button', { name: 'Search messages' })).toBeVisible();
  });

  it('announces an empty state as a status', () => {
    render(<EmptyState title="No bots yet" message="Create one." />);
    expect(screen.getByRole('status')).toHaveTextContent('No bots yetCreate one.');
  });
});
