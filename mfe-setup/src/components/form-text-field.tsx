import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { lengthHelper } from '@switchboard/shared-ui';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFieldLimit } from './field-limits';

export type FormTextFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'
> & {
  control: Control<Values>;
  name: Path<Values>;
};

/**
 * A text input (or native select) bound to the form; its error replaces the helper text, and
 * near its schema's limit a counter shows how much of it is used.
 */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const max = useFieldLimit(name);
  const length = typeof field.value === 'string' ? field.value.length : 0;
  return (
    <TextField
      fullWidth
      margin="dense"
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={lengthHelper(
        fieldState.error?.message ?? helperText,
        length,
        props.select ? undefined : max,
      )}
    />
  );
}
