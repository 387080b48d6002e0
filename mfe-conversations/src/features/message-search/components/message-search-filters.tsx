import Stack from '@mui/material/Stack';
import { FilterSelect, SearchField } from '@switchboard/shared-ui';
import { useEffect, useState } from 'react';
import type { MessageSearchArgs } from '../api/message-search-api';

export type SearchFilters = Pick<MessageSearchArgs, 'q' | 'rating' | 'declined'>;

const RATINGS = [
  { value: '', label: 'Any rating' },
  { value: 'up', label: 'Rated up' },
  { value: 'down', label: 'Rated down' },
  { value: 'any', label: 'Rated' },
  { value: 'none', label: 'Not rated' },
];
const DECLINED = [
  { value: '', label: 'All answers' },
  { value: 'true', label: 'Declined' },
  { value: 'false', label: 'Not declined' },
];

/** The search box (applied on Enter or after a pause) and the rating and declined filters. */
export function MessageSearchFilters({
  filters,
  onChange,
  ratingAndDeclined = true,
}: {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  /** Needs review is already down-rated or declined answers: only the words narrow it. */
  ratingAndDeclined?: boolean;
}) {
  const [text, setText] = useState(filters.q ?? '');
  useEffect(() => {
    if (text === (filters.q ?? '')) return undefined;
    const timer = setTimeout(() => onChange({ ...filters, q: text.trim() || undefined }), 400);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <SearchField
        label="Search message text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onChange({ ...filters, q: text.trim() || undefined });
        }}
        sx={{ minWidth: 320 }}
      />
      {ratingAndDeclined ? (
        <>
          <FilterSelect
            label="Rating"
            value={filters.rating ?? ''}
            options={RATINGS}
            onChange={(value) =>
              onChange({ ...filters, rating: (value || undefined) as SearchFilters['rating'] })
            }
          />
          <FilterSelect
            label="Declined"
            value={filters.declined ?? ''}
            options={DECLINED}
            onChange={(value) =>
              onChange({ ...filters, declined: (value || undefined) as SearchFilters['declined'] })
            }
          />
        </>
      ) : null}
    </Stack>
  );
}
