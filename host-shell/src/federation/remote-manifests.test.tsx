import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from '@switchboard/shared-auth';
import {
  setRuntimeConfig,
  type RemoteDefinition,
  type RemoteManifest,
  type RuntimeConfig,
} from '@switchboard/shared-data';
import { renderWithProviders } from '@switchboard/shared-data/testing';
import { Link, Route, Routes } from 'react-router-dom';
import { RemoteRefusedError } from './load-remote-manifest';
import { RemoteManifestsProvider, useRemoteManifests } from './remote-manifests';
import { PagesBoundary } from './remote-page';
import { remoteRouteElements } from './remote-route-elements';
import type { ManifestLoader } from './remote-state';
import { SlotPage } from './slot-page';
import { UnknownAddress } from './unknown-address';
import { fakeManifest, page } from './testing/fake-manifest';

const setup = fakeManifest('setup', [
  { group: 'Setup', label: 'Businesses', to: '/setup/businesses', order: 10 },
]);
const analytics = fakeManifest('analytics', [], {
  widgets: { reports: page('Reports from analytics') },
});
const DEFINITIONS: RemoteDefinition[] = [
  { name: 'setup', entry: 'http://setup.test/mf-manifest.json' },
  { name: 'analytics', entry: 'http://analytics.test/mf-manifest.json' },
];

function Console() {
  const { remotes } = useRemoteManifests();
  return (
    <>
      <Link to="/setup/business-types">Types</Link>
      <PagesBoundary>
        <Routes>
          <Route path="/home" element={<h1>Home</h1>} />
          <Route path="/uikit/charts" element={<SlotPage slot="reports" title="Reports" />} />
          {remotes.flatMap((remote) => remoteRouteElements(remote))}
          <Route path="*" element={<UnknownAddress />} />
        </Routes>
      </PagesBoundary>
    </>
  );
}

async function renderConsole(route: string, load: ManifestLoader, roleName = 'admin') {
  setRuntimeConfig({
    adminAllowedEmails: [],
    adminAllowedDomainWords: ['switchboard'],
  } as unknown as RuntimeConfig);
  signedIn({ id: 'u1', username: 'u', email: `${roleName}@switchboard.local`, roleName });
  // Awaited: a first render that suspends (a page waiting for its remote) inside an act
  // that is not awaited is never retried.
  let rendered: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    rendered = renderWithProviders(
      <RemoteManifestsProvider enabled definitions={DEFINITIONS} load={load}>
        <Console />
      </RemoteManifestsProvider>,
      { route },
    );
  });
  return rendered!;
}

const loadAll: ManifestLoader = async (definition) =>
  ({ setup, analytics })[definition.name as 'setup' | 'analytics'] as RemoteManifest;

describe('the shell composed from remote manifests', () => {
  beforeEach(() => localStorage.clear());

  it("mounts a remote's pages and fills a slot from whichever remote offers it", async () => {
    await renderConsole('/setup/businesses', loadAll);
    expect(await screen.findByRole('heading', { name: 'Businesses' })).toBeInTheDocument();
  });

  it('fills the Reports slot from the remote that offers it', async () => {
    await renderConsole('/uikit/charts', loadAll);
    expect(await screen.findByRole('heading', { name: 'Reports from analytics' })).toBeVisible();
  });

  it("guards a remote's pages with its access rule under the shell's ceiling", async () => {
    await renderConsole('/setup/businesses', loadAll, 'employee');
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
  });

  it('shows the fallback card on the last-seen paths of a remote that went down, and Retry recovers', async () => {
    const first = await renderConsole('/setup/businesses', loadAll);
    await screen.findByRole('heading', { name: 'Businesses' });
    first.unmount();

    let attempts = 0;
    const flaky: ManifestLoader = async (definition, retry) => {
      if (definition.name === 'setup' && !retry) {
        attempts += 1;
        throw new Error('no answer within 10 ms');
      }
      return loadAll(definition, retry);
    };
    await renderConsole('/setup/businesses', flaky);
    expect(await screen.findByText('Setup is unavailable right now')).toBeInTheDocument();
    expect(screen.getByText(/no answer within 10 ms/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Businesses' })).toBeInTheDocument();
    expect(attempts).toBe(1);
  });

  it('says which section is missing instead of a bare not-found for a remote never seen', async () => {
    const down: ManifestLoader = async (definition, retry) => {
      if (definition.name === 'setup') throw new Error('connection refused');
      return loadAll(definition, retry);
    };
    await renderConsole('/setup/businesses', down);
    expect(await screen.findByText(/The setup section could not be loaded/)).toBeInTheDocument();
    expect(screen.getByText(/connection refused/)).toBeInTheDocument();
  });

  it('shows a refused remote as unable to run here, with the reason', async () => {
    const first = await renderConsole('/setup/businesses', loadAll);
    await screen.findByRole('heading', { name: 'Businesses' });
    first.unmount();
    const refusing: ManifestLoader = async (definition, retry) => {
      if (definition.name === 'setup') {
        throw new RemoteRefusedError('setup', 'built for React 18, this console runs React 19');
      }
      return loadAll(definition, retry);
    };
    await renderConsole('/setup/businesses', refusing);
    expect(await screen.findByText('Setup cannot run in this console')).toBeInTheDocument();
    expect(screen.getByText(/built for React 18, this console runs React 19/)).toBeInTheDocument();
  });

  it("keeps the page on screen while the next page's code arrives, with no spinner between but a bar along the top", async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const withTypes: RemoteManifest = {
      ...setup,
      routes: [
        ...setup.routes,
        {
          ...setup.routes[0]!,
          path: '/setup/business-types',
          title: 'Business Types',
          page: () => arrived.then(page('Business Types')),
        },
      ],
    };
    await renderConsole('/setup/businesses', async (definition, retry) =>
      definition.name === 'setup' ? withTypes : loadAll(definition, retry),
    );
    await screen.findByRole('heading', { name: 'Businesses' });
    // Awaited: React resumes a transition that suspended inside act only when act is awaited.
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Types' })));
    // A spinner here would hold the next page back at least 300 ms once its code came.
    expect(screen.getByRole('heading', { name: 'Businesses' })).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Loading the page' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('progressbar', { name: 'Loading the next page' }),
    ).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Business Types' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Businesses' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a spinner on a first load while the page has nothing to keep', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const slow: RemoteManifest = {
      ...setup,
      routes: [{ ...setup.routes[0]!, page: () => arrived.then(page('Businesses')) }],
    };
    await renderConsole('/setup/businesses', async (definition, retry) =>
      definition.name === 'setup' ? slow : loadAll(definition, retry),
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading the page' })).toBeVisible();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Businesses' })).toBeVisible();
  });

  describe("a menu click while the next page's remote is itself still loading", () => {
    const withTypes = fakeManifest('setup', [
      { group: 'Setup', label: 'Businesses', to: '/setup/businesses', order: 10 },
      { group: 'Setup', label: 'Business Types', to: '/setup/business-types', order: 20 },
    ]);

    /** Setup was seen once (its paths remembered); now its manifest comes when let go. */
    async function clickWhileSetupLoads(outcome: () => Promise<RemoteManifest>) {
      const first = await renderConsole('/setup/businesses', async (definition, retry) =>
        definition.name === 'setup' ? withTypes : loadAll(definition, retry),
      );
      await screen.findByRole('heading', { name: 'Businesses' });
      first.unmount();
      let arrive = () => {};
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      await renderConsole('/home', async (definition, retry) =>
        definition.name === 'setup' ? arrived.then(outcome) : loadAll(definition, retry),
      );
      await screen.findByRole('heading', { name: 'Home' });
      await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Types' })));
      // The remote's own spinner used to show here at once, the page before gone.
      expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
      expect(
        screen.queryByRole('progressbar', { name: /^Loading the page|^Loading Business/ }),
      ).toBeNull();
      expect(
        await screen.findByRole('progressbar', { name: 'Loading the next page' }),
      ).toBeInTheDocument();
      await act(async () => arrive());
    }

    it('keeps the page before on screen, with the bar along the top, until the remote and the page are here', async () => {
      await clickWhileSetupLoads(async () => withTypes);
      expect(await screen.findByRole('heading', { name: 'Business Types' })).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });

    it("shows the remote's card with Retry when it fails meanwhile", async () => {
      await clickWhileSetupLoads(() => Promise.reject(new Error('no answer within 10 ms')));
      expect(await screen.findByText('Setup is unavailable right now')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });
  });

  it('loads nothing until the user is signed in', async () => {
    const load = jest.fn(loadAll);
    renderWithProviders(
      <RemoteManifestsProvider enabled={false} definitions={DEFINITIONS} load={load}>
        <p>Login page</p>
      </RemoteManifestsProvider>,
    );
    await waitFor(() => expect(screen.getByText('Login page')).toBeInTheDocument());
    expect(load).not.toHaveBeenCalled();
  });
});
