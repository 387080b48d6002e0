import { listAccounts, type AdminUser } from '@switchboard/shared-auth';
import { useCallback, useEffect, useState } from 'react';

/** Every account, loaded once; actions put the account they answer in its place. */
export function useAccounts() {
  const [accounts, setAccounts] = useState<AdminUser[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    listAccounts().then(
      (list) => {
        setAccounts(list);
        setError(null);
      },
      (failure: unknown) =>
        setError(failure instanceof Error ? failure.message : 'Failed to fetch accounts'),
    );
  }, []);
  useEffect(load, [load]);

  const put = useCallback((user: AdminUser) => {
    setAccounts((list) => {
      const rest = (list ?? []).filter((account) => account.id !== user.id);
      return [...rest, user];
    });
  }, []);
  const remove = useCallback((id: string) => {
    setAccounts((list) => (list ?? []).filter((account) => account.id !== id));
  }, []);

  return { accounts, error, reload: load, put, remove };
}
