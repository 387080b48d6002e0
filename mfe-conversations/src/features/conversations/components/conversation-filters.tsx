import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CONVERSATION_STATUSES } from '@switchboard/domain';
import { UserPicker } from '../../users/components/user-picker';
import type { BotSummary, ConversationFilters } from '../api/conversation-types';

export type ScopeKind = 'all' | 'mine' | 'user' | 'bot';

export interface ConversationFiltersBarProps {
  scope: ScopeKind;
  onScopeChange: (scope: ScopeKind) => void;
  /** The user of the one-user scope, picked here or by clicking an e-mail in a row. */
  scopedUserId: string | null;
  onUserChange: (userId: string | null) => void;
  filters: ConversationFilters;
  onChange: (changes: Partial<ConversationFilters>) => void;
  onClear: () => void;
  bots: BotSummary[];
}

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
      <TextField
        select
        size="small"
        label="Scope"
        value={props.scope}
        onChange={(event) => props.onScopeChange(event.target.value as ScopeKind)}
        sx={{ width: 200 }}
      >
        <MenuItem value="all">All conversations</MenuItem>
        <MenuItem value="mine">My conversations</MenuItem>
        <MenuItem value="user">One user</MenuItem>
        <MenuItem value="bot">Selected bot</MenuItem>
      </TextField>
      {props.scope === 'user' ? (
        <UserPicker
          userId={props.scopedUserId}
          onChange={(user) => props.onUserChange(user?.id ?? null)}
        />
      ) : null}
      <TextField
        select
        size="small"
        label="Status"
        value={filters.status}
        onChange={(event) =>
          onChange({ status: event.target.value as ConversationFilters['status'] })
        }
        sx={{ width: 140 }}
      >
        <MenuItem value="ALL">All statuses</MenuItem>
        {CONVERSATION_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {status}
          </MenuItem>
        ))}
      </TextField>
      {props.scope === 'bot' ? null : (
        <TextField
          select
          size="small"
          label="Bot"
          value={filters.botId ?? ''}
          onChange={(event) => onChange({ botId: event.target.value || undefined })}
          sx={{ width: 200 }}
        >
          <MenuItem value="">All bots</MenuItem>
          {bots.map((bot) => (
            <MenuItem key={bot.id} value={bot.id}>
              {bot.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {dateField('Active from', filters.updatedFrom, (value) => onChange({ updatedFrom: value }))}
      {dateField('Active to', filters.updatedTo, (value) => onChange({ updatedTo: value }))}
      {dateField('Created from', filters.createdFrom, (value) => onChange({ createdFrom: value }))}
      {dateField('Created to', filters.createdTo, (value) => onChange({ createdTo: value }))}
      <Button onClick={props.onClear}>Clear filters</Button>
    </Stack>
  );
}
