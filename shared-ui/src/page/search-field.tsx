import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type SearchFieldProps = Omit<TextFieldProps, 'size' | 'slotProps'> & {
  /** Longer queries are cut at typing: the servers' search limits take 200. */
  maxLength?: number;
};

/** The small search box above a list, with its magnifier. */
export function SearchField({ maxLength = 200, ...props }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      {...props}
      slotProps={{
        htmlInput: { maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
