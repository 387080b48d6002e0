import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { listAccountPage, type AccountPage, type AdminUser } from '@switchboard/shared-auth';
import { useEffect, useState } from 'react';

/** How many accounts the filter offers at once: typing narrows them, whatever the total. */
export const PERSON_MATCHES = 20;
/** A pause in typing before the server is asked, so each keystroke is not a call. */
export const TYPING_PAUSE_MS = 250;

/**
 * The Audit page's Person filter: the accounts whose e-mail or username holds what was typed,
 * searched on the server through the Users List's paged route, so it works with any number
 * of accounts. Choosing none (clearing it) is everyone.
 */
export function PersonFilter({ onChange }: { onChange: (actorId: string | undefined) => void }) {
  const [typed, setTyped] = useState('');
  const [matches, setMatches] = useState<AccountPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The text the shown matches (or error) answer: another is still being asked.
  const [answered, setAnswered] = useState<string | null>(null);
  const [chosen, setChosen] = useState<AdminUser | null>(null);

  useEffect(() => {
    // Only the answer to the newest text is shown: an older one may arrive after it.
    let newest = true;
    const timer = setTimeout(() => {
      const filter = typed.trim() || undefined;
      listAccountPage({ page: 1, perPage: PERSON_MATCHES, filter, sort: 'email asc' }).then(
        (page) => {
          if (!newest) return;
          setMatches(page);
          setError(null);
          setAnswered(typed);
        },
        (failure: unknown) => {
          if (!newest) return;
          setError(failure instanceof Error ? failure.message : 'Failed to fetch accounts');
          setAnswered(typed);
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      newest = false;
      clearTimeout(timer);
    };
  }, [typed]);

  const options = matches?.users ?? [];
  const more = matches ? matches.total - options.length : 0;
  return (
    <Autocomplete
      size="small"
      sx={{ width: 300 }}
      options={options}
      value={chosen}
      // The server has already filtered by what was typed.
      filterOptions={(all) => all}
      getOptionLabel={(account) => account.email ?? account.id}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={answered !== typed}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') setTyped(text);
      }}
      onChange={(_event, account) => {
        setChosen(account);
        onChange(account?.id);
      }}
      noOptionsText={error ?? 'No account matches'}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Person"
          placeholder="Everyone: type to search"
          error={Boolean(error)}
          helperText={error ?? (more > 0 ? `${more} more match; type to narrow` : undefined)}
        />
      )}
    />
  );
}
