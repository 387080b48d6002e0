import type { ApiError } from '@switchboard/shared-data';
import { useController, type Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useGetGeneralCollectionsQuery } from '../api/collections-api';
import type { BusinessFormValues } from './business-form-schema';

/**
 * The business's knowledge collection. Empty means "make one on save"; a
 * collection id the list does not know is still offered, so an edit never drops it.
 */
export function CollectionSelect({
  control,
  creating,
}: {
  control: Control<BusinessFormValues>;
  /** Only a new business gets a collection made for it. */
  creating: boolean;
}) {
  const collections = useGetGeneralCollectionsQuery();
  const {
    field: { value },
  } = useController({ control, name: 'collectionId' });
  const known = collections.data ?? [];
  const unknownCurrent = value && !known.some((collection) => collection.id === value);
  const helperText = collections.isError
    ? `Collections could not be loaded: ${(collections.error as ApiError).message}`
    : creating
      ? 'Leave on “New collection” to create one named after the business.'
      : undefined;

  return (
    <FormTextField
      control={control}
      name="collectionId"
      label="Knowledge collection"
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      helperText={helperText}
    >
      <option value="">{creating ? 'New collection (created on save)' : 'No collection'}</option>
      {unknownCurrent ? <option value={value}>{value}</option> : null}
      {known.map((collection) => (
        <option key={collection.id} value={collection.id}>
          {collection.name}
        </option>
      ))}
    </FormTextField>
  );
}
