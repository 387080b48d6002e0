import { SelectField, type SelectFieldProps, type SelectOption } from './select-field';

export type FilterOption<Value extends string> = SelectOption<Value>;
export type FilterSelectProps<Value extends string> = Omit<SelectFieldProps<Value>, 'size'>;

/** One of the small drop-downs above a list that narrow what it shows. */
export function FilterSelect<Value extends string>(props: FilterSelectProps<Value>) {
  return <SelectField size="small" {...props} />;
}
