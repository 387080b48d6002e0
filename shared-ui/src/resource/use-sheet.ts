import { useCallback, useState } from 'react';

/**
 * Which item an add/edit sheet shows. Each opening gets a new key so the form starts
 * from that item, while closing keeps the key so the drawer can slide out.
 */
export function useSheet<Item>() {
  const [state, setState] = useState<{ open: boolean; item: Item | null; key: number }>({
    open: false,
    item: null,
    key: 0,
  });
  // Stable, so a list's columns that open the sheet need not be rebuilt on every render.
  const openFor = useCallback(
    (item: Item | null) => setState((s) => ({ open: true, item, key: s.key + 1 })),
    [],
  );
  return {
    key: state.key,
    item: state.item,
    openFor,
    props: {
      open: state.open,
      onClose: () => setState((s) => ({ ...s, open: false })),
    },
  };
}
