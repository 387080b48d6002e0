import type { LazyPage, RemoteManifest } from '@switchboard/shared-data';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';

// One lazy component per page loader, so re-rendering never remounts a loaded page.
const lazyPages = new WeakMap<LazyPage, ComponentType>();

function pageFor(load: LazyPage): ComponentType {
  let Page = lazyPages.get(load);
  if (!Page) {
    Page = lazy(load);
    lazyPages.set(load, Page);
  }
  return Page;
}

/**
 * A remote's pages as plain routes, without the shell: for its standalone mode and its
 * tests. (Inside the console the shell mounts them, with its access guard and fallbacks.)
 */
export function ManifestRoutes({
  manifest,
  otherwise,
}: {
  manifest: RemoteManifest;
  /** What any other address shows. */
  otherwise: ReactNode;
}) {
  return (
    <Suspense fallback={null}>
      <Routes>
        {manifest.routes.map((route) => {
          const Page = pageFor(route.page);
          return <Route key={route.path} path={route.path} element={<Page />} />;
        })}
        <Route path="*" element={otherwise} />
      </Routes>
    </Suspense>
  );
}
