import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** A pause in typing before the server is asked, so each keystroke is not a call. */
export const TYPING_PAUSE_MS = 250;

/** One page of matches for what was typed, and how many match in all. */
export interface SearchPage<T> {
  items: T[];
  total: number;
}

export interface SearchPickerProps<T extends { id: string }> {
  label: string;
  placeholder: string;
  /** Shown when nothing matches what was typed. */
  noMatchText: string;
  /**
   * Asks the server for a page of matches (an empty text: the first page of all); rejects with
   * why. Keep it stable (module-level or memoised): a new one asks again.
   */
  search: (text: string) => Promise<SearchPage<T>>;
  optionLabel: (item: T) => string;
  value: T | null;
  onChange: (item: T | null) => void;
  /** Why the chosen value cannot be shown (e.g. it no longer exists). */
  valueError?: string | null;
  width?: number;
}

/**
 * A box that finds one item (an account, a console user) by searching on the server as the
 * user types, a page of matches at a time, so it works with any number of them. Only the
 * answer to the newest text is shown: an older one may arrive after it.
 */
export function SearchPicker<T extends { id: string }>({
  label,
  placeholder,
  noMatchText,
  search,
  optionLabel,
  value,
  onChange,
  valueError,
  width = 320,
}: SearchPickerProps<T>) {
  const [typed, setTyped] = useState('');
  const [matches, setMatches] = useState<SearchPage<T> | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The text the shown matches (or error) answer: another is still being asked.
  const [answered, setAnswered] = useState<string | null>(null);
  useEffect(() => {
    let newest = true;
    const timer = setTimeout(() => {
      search(typed.trim()).then(
        (page) => {
          if (!newest) return;
          setMatches(page);
          setError(null);
          setAnswered(typed);
        },
        (failure: unknown) => {
          if (!newest) return;
          setError(failure instanceof Error ? failure.message : 'The search failed');
          setAnswered(typed);
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      newest = false;
      clearTimeout(timer);
    };
  }, [typed, search]);

  const options = matches?.items ?? [];
  const more = matches ? matches.total - options.length : 0;
  return (
    <Autocomplete
      size="small"
      sx={{ width }}
      options={options}
      value={value}
      // The server has already filtered by what was typed.
      filterOptions={(all) => all}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={answered !== typed}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') setTyped(text);
      }}
      onChange={(_event, item) => onChange(item)}
      noOptionsText={error ?? noMatchText}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          error={Boolean(error || valueError)}
          helperText={
            error ?? valueError ?? (more > 0 ? `${more} more match; type to narrow` : undefined)
          }
        />
      )}
    />
  );
}
