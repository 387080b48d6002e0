import { useRef, useState } from 'react';

/**
 * The version of a record a form edits against, and the newer version a refused (stale)
 * save brought back. Taking theirs makes it the new base, whether the user then
 * overwrites it with their input or reloads the form from it. The base is read through a
 * function so a save started right after taking theirs already sends the new version.
 */
export function useStaleWrite<Row>(loaded: Row | null) {
  const base = useRef<Row | null>(loaded);
  const [theirs, setTheirs] = useState<Row | null>(null);
  return {
    base: () => base.current,
    theirs,
    refusedWith: (row: Row) => setTheirs(row),
    takeTheirs: (): Row | null => {
      if (theirs) base.current = theirs;
      setTheirs(null);
      return theirs;
    },
  };
}
