import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { PRESET_DAYS, type Period } from '../lib/period';

const today = () => new Date().toISOString().slice(0, 10);
const MAX_DAYS = 366;

/** A day input; the helper line is always there (blank without an error) so the row stays level. */
function DateField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      error={Boolean(error)}
      helperText={error ?? ' '}
    />
  );
}

/** Last 7 / 30 / 90 days or a custom range of dates (at most a year, as the service allows). */
export function PeriodPicker({
  period,
  onChange,
}: {
  period: Period;
  onChange(period: Period): void;
}) {
  const [custom, setCustom] = useState(period.kind === 'custom');
  const [from, setFrom] = useState(period.kind === 'custom' ? period.from : '');
  const [to, setTo] = useState(period.kind === 'custom' ? period.to : today());
  const days = from && to ? (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 : 0;
  const error =
    !from || !to
      ? null
      : days < 1
        ? 'The start is after the end'
        : days > MAX_DAYS
          ? `At most ${MAX_DAYS} days`
          : null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Period"
        value={custom ? 'custom' : period.kind === 'days' ? String(period.days) : 'custom'}
        onChange={(_event, value: string | null) => {
          if (value === null) return;
          if (value === 'custom') setCustom(true);
          else {
            setCustom(false);
            onChange({ kind: 'days', days: Number(value) as 7 | 30 | 90 });
          }
        }}
      >
        {PRESET_DAYS.map((days) => (
          <ToggleButton key={days} value={String(days)}>
            {days} days
          </ToggleButton>
        ))}
        <ToggleButton value="custom">Custom</ToggleButton>
      </ToggleButtonGroup>
      {custom ? (
        <>
          <DateField label="From" value={from} onChange={setFrom} error={error} />
          <DateField label="To" value={to} onChange={setTo} />
          <Button
            variant="outlined"
            size="small"
            disabled={!from || !to || Boolean(error)}
            onClick={() => onChange({ kind: 'custom', from, to })}
          >
            Apply
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
