import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface FormCheckboxProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
}

export function FormCheckbox<Values extends FieldValues>({
  control,
  name,
  label,
}: FormCheckboxProps<Values>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
