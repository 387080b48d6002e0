import { listAccountPage, type AdminUser } from '@switchboard/shared-auth';
import { SearchPicker } from '@switchboard/shared-ui';
import { useState } from 'react';

/** How many accounts the filter offers at once: typing narrows them, whatever the total. */
export const PERSON_MATCHES = 20;

const searchAccounts = (text: string) =>
  listAccountPage({
    page: 1,
    perPage: PERSON_MATCHES,
    filter: text || undefined,
    sort: 'email asc',
  }).then((page) => ({ items: page.users, total: page.total }));

/**
 * The Audit page's Person filter: the accounts whose e-mail or username holds what was typed,
 * searched on the server through the Users List's paged route (shared-ui's SearchPicker).
 * Choosing none (clearing it) is everyone.
 */
export function PersonFilter({ onChange }: { onChange: (actorId: string | undefined) => void }) {
  const [chosen, setChosen] = useState<AdminUser | null>(null);
  return (
    <SearchPicker
      label="Person"
      placeholder="Everyone: type to search"
      noMatchText="No account matches"
      search={searchAccounts}
      optionLabel={(account) => account.email ?? account.id}
      value={chosen}
      onChange={(account) => {
        setChosen(account);
        onChange(account?.id);
      }}
      width={300}
    />
  );
}
