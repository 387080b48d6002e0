import useMediaQuery from '@mui/material/useMediaQuery';
import type { MenuMode } from '@switchboard/shared-ui';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/** 991px separates desktop from mobile menu behaviour. */
export const MOBILE_QUERY = '(max-width:991px)';

/**
 * Static on desktop: the menu sits beside the page and the toggle hides it. Overlay,
 * or any mobile width: it floats over the page, opened by the toggle. Either way the
 * floating menu closes on every route change.
 */
export function useMenuState(menuMode: MenuMode) {
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const floating = mobile || menuMode === 'overlay';
  const [staticHidden, setStaticHidden] = useState(false);
  const { pathname } = useLocation();
  // Remembering where the floating menu was opened closes it on any route change.
  const [floatingOpenAt, setFloatingOpenAt] = useState<string | null>(null);
  const floatingOpen = floatingOpenAt === pathname;

  return {
    floating,
    open: floating ? floatingOpen : !staticHidden,
    toggle: () =>
      floating
        ? setFloatingOpenAt(floatingOpen ? null : pathname)
        : setStaticHidden((hidden) => !hidden),
    close: () => setFloatingOpenAt(null),
  };
}
