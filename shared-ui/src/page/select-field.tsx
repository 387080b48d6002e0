import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A choice shown as its own value (a status), or under a label of its own. */
export type SelectOption<Value extends string> = Value | { value: Value; label: string };

export interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value;
  /** In order; a filter's "All …" choice is simply the first. */
  options: readonly SelectOption<Value>[];
  onChange: (value: Value) => void;
  size?: TextFieldProps['size'];
  sx?: TextFieldProps['sx'];
}

/** A drop-down of a few fixed choices: a filter above a list, or a setting in a form. */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  size,
  sx,
}: SelectFieldProps<Value>) {
  return (
    <TextField
      select
      size={size}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Value)}
      // Never narrower than a short label with its arrow; `sx` may widen or fix it.
      sx={[{ minWidth: 110 }, ...(Array.isArray(sx) ? sx : [sx])]}
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
