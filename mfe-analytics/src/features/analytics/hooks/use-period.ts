import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { periodFromSearch, periodToSearch, type Period } from '../lib/period';

const STORAGE_KEY = 'switchboard.analyticsPeriod';

/** The period last chosen in this tab, as its query text; a blocked storage only forgets. */
function rememberedPeriod(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function rememberPeriod(period: Period): void {
  try {
    window.sessionStorage.setItem(
      STORAGE_KEY,
      periodToSearch(period, new URLSearchParams()).toString(),
    );
  } catch {
    // Not remembered: the next page shows its default.
  }
}

/**
 * The page's period, read from and written to the URL so the view can be shared. The menu's
 * links carry no period, so a page opened without one takes the period last chosen on any
 * analytics page of this tab and puts it in its own address.
 */
export function usePeriod(): [Period, (period: Period) => void] {
  const [search, setSearch] = useSearchParams();
  const carried = search.has('period') ? null : rememberedPeriod();
  const source = carried ?? search.toString();
  const period = useMemo(() => periodFromSearch(new URLSearchParams(source)), [source]);
  useEffect(() => {
    if (carried) setSearch((current) => periodToSearch(period, current), { replace: true });
  }, [carried, period, setSearch]);
  return [
    period,
    (next) => {
      rememberPeriod(next);
      setSearch((current) => periodToSearch(next, current));
    },
  ];
}
