import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A choice shown as its own value (a status), or under a label of its own. */
export type FilterOption<Value extends string> = Value | { value: Value; label: string };

export interface FilterSelectProps<Value extends string> {
  label: string;
  value: Value;
  /** In order; a filter's "All …" choice is simply the first. */
  options: readonly FilterOption<Value>[];
  onChange: (value: Value) => void;
  sx?: TextFieldProps['sx'];
}

/** One of the small drop-downs above a list that narrow what it shows. */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  sx,
}: FilterSelectProps<Value>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Value)}
      sx={sx}
    >
      {options.map((option) => {
        const choice = typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        );
      })}
    </TextField>
  );
}
