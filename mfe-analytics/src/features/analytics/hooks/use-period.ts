import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { periodFromSearch, periodToSearch, type Period } from '../lib/period';

/** The page's period, read from and written to the URL so the view can be shared. */
export function usePeriod(): [Period, (period: Period) => void] {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the identity
  const period = useMemo(() => periodFromSearch(search), [key]);
  return [period, (next) => setSearch((current) => periodToSearch(next, current))];
}
