import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CONVERSATION_STATUSES } from '@switchboard/domain';
import { FilterSelect, type FilterOption } from '@switchboard/shared-ui';
import type { ReactNode } from 'react';
import type { BotSummary } from '../../../lib/conversation-types';
import type { ConversationFilters } from '../api/conversation-list-types';

export type ScopeKind = 'all' | 'mine' | 'user' | 'bot';

export interface ConversationFiltersBarProps {
  scope: ScopeKind;
  onScopeChange: (scope: ScopeKind) => void;
  /**
   * Picks the user of the one-user scope (clicking an e-mail in a row sets it too). The page
   * brings it: users are a feature of their own.
   */
  userPicker: ReactNode;
  filters: ConversationFilters;
  onChange: (changes: Partial<ConversationFilters>) => void;
  onClear: () => void;
  bots: BotSummary[];
}

const SCOPES: FilterOption<ScopeKind>[] = [
  { value: 'all', label: 'All conversations' },
  { value: 'mine', label: 'My conversations' },
  { value: 'user', label: 'One user' },
  { value: 'bot', label: 'Selected bot' },
];

const STATUSES: FilterOption<ConversationFilters['status']>[] = [
  { value: 'ALL', label: 'All statuses' },
  ...CONVERSATION_STATUSES,
];

const dateField = (
  label: string,
  value: string | undefined,
  onChange: (value: string | undefined) => void,
) => (
  <TextField
    label={label}
    type="date"
    size="small"
    value={value ?? ''}
    onChange={(event) => onChange(event.target.value || undefined)}
    slotProps={{ inputLabel: { shrink: true } }}
    sx={{ width: 165 }}
  />
);

export function ConversationFiltersBar(props: ConversationFiltersBarProps) {
  const { filters, onChange, bots } = props;
  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', mb: 2 }}>
      <FilterSelect
        label="Scope"
        value={props.scope}
        options={SCOPES}
        onChange={props.onScopeChange}
        sx={{ width: 200 }}
      />
      {props.scope === 'user' ? props.userPicker : null}
      <FilterSelect
        label="Status"
        value={filters.status}
        options={STATUSES}
        onChange={(status) => onChange({ status })}
        sx={{ width: 140 }}
      />
      {props.scope === 'bot' ? null : (
        <FilterSelect
          label="Bot"
          value={filters.botId ?? ''}
          options={[
            { value: '', label: 'All bots' },
            ...bots.map((bot) => ({ value: bot.id, label: bot.name })),
          ]}
          onChange={(botId) => onChange({ botId: botId || undefined })}
          sx={{ width: 200 }}
        />
      )}
      {dateField('Active from', filters.updatedFrom, (value) => onChange({ updatedFrom: value }))}
      {dateField('Active to', filters.updatedTo, (value) => onChange({ updatedTo: value }))}
      {dateField('Created from', filters.createdFrom, (value) => onChange({ createdFrom: value }))}
      {dateField('Created to', filters.createdTo, (value) => onChange({ createdTo: value }))}
      <Button onClick={props.onClear}>Clear filters</Button>
    </Stack>
  );
}
