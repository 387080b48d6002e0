import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

function Editor() {
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <button onClick={() => setDirty(true)}>Type</button>
      <Link to="/elsewhere">Away</Link>
      <UnsavedChangesGuard when={dirty} />
    </>
  );
}

function renderInDataRouter() {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <Editor /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the unsaved-changes guard under a data router', () => {
  it('lets a clean page go without asking', async () => {
    renderInDataRouter();
    await userEvent.click(screen.getByRole('link', { name: 'Away' }));
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
  });

  it('holds navigation (including back) until the user chooses to leave', async () => {
    const router = renderInDataRouter();
    await userEvent.click(screen.getByRole('button', { name: 'Type' }));
    await userEvent.click(screen.getByRole('link', { name: 'Away' }));
    expect(screen.getByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/edit');
    await userEvent.click(await screen.findByRole('link', { name: 'Away' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('asks the browser before the tab is closed', async () => {
    renderInDataRouter();
    await userEvent.click(screen.getByRole('button', { name: 'Type' }));
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
