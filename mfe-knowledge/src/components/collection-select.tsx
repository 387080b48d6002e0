import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Collection } from '../lib/collection';

export type CollectionSelectProps = Omit<TextFieldProps, 'select' | 'onChange' | 'children'> & {
  collections: Collection[];
  /** The chosen collection's id, '' for none. */
  value: string;
  onChange: (collectionId: string) => void;
};

/** Picks one of the bot's collections, or none. */
export function CollectionSelect({
  collections,
  value,
  onChange,
  ...field
}: CollectionSelectProps) {
  return (
    <TextField
      {...field}
      select
      label="Collection"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value="">None</MenuItem>
      {collections.map((collection) => (
        <MenuItem key={collection.id} value={collection.id}>
          {collection.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
