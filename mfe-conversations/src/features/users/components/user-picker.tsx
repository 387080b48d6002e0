import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import {
  USER_PICKER_LIMIT,
  useGetUserQuery,
  useSearchUsersQuery,
  type ConsoleUser,
} from '../api/users-api';

/** Waits for a pause in typing before asking the server, so each keystroke is not a call. */
const SEARCH_DELAY_MS = 250;

export interface UserPickerProps {
  userId: string | null;
  onChange: (user: ConsoleUser | null) => void;
}

const userLabel = (user: ConsoleUser) => `${user.email} (${user.username})`;

/** Finds a console user by e-mail or name on the server, a page of matches at a time. */
export function UserPicker({ userId, onChange }: UserPickerProps) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const chosen = useGetUserQuery(userId ?? '', { skip: !userId });
  const matches = useSearchUsersQuery({ q: search, limit: USER_PICKER_LIMIT });
  const options = matches.data?.items ?? [];
  const value = userId ? (chosen.data ?? null) : null;
  const more = matches.data ? matches.data.total - options.length : 0;
  const error = matches.error ? apiErrorMessage(matches.error, 'Failed to fetch users') : null;
  return (
    <Autocomplete
      size="small"
      sx={{ width: 320 }}
      options={options}
      value={value}
      // The server has already filtered by what was typed.
      filterOptions={(all) => all}
      getOptionLabel={userLabel}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={matches.isFetching}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      onChange={(_event, user) => onChange(user)}
      noOptionsText={error ?? 'No user matches'}
      renderInput={(params) => (
        <TextField
          {...params}
          label="User"
          placeholder="Search by e-mail or name"
          error={Boolean(error || chosen.error)}
          helperText={
            error ??
            (chosen.error ? apiErrorMessage(chosen.error, 'User not found') : undefined) ??
            (more > 0 ? `${more} more match; type to narrow` : undefined)
          }
        />
      )}
    />
  );
}
