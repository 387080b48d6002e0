import { useEffect } from 'react';
import { useAppDispatch } from '../store/store';
import { remoteMounted } from './remotes-slice';

/** Called by each remote's routes so the shell can see, through the shared store, that it runs. */
export function useRemoteMounted(name: string): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(remoteMounted(name));
  }, [dispatch, name]);
}
