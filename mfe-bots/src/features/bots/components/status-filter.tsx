import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BOT_STATUSES, type BotStatus } from '../api/bot';

export type StatusFilterValue = BotStatus | 'ALL';

export function StatusFilter({
  value,
  onChange,
}: {
  value: StatusFilterValue;
  onChange: (value: StatusFilterValue) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Status"
      value={value}
      onChange={(event) => onChange(event.target.value as StatusFilterValue)}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="ALL">All statuses</MenuItem>
      {BOT_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {status}
        </MenuItem>
      ))}
    </TextField>
  );
}
