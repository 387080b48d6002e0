import { staleRowOf, type ApiError } from '@switchboard/shared-data';
import { FormSheet } from '@switchboard/shared-ui';
import { businessTypeCreateSchema, textLimitsOf, type BusinessType } from '@switchboard/domain';
import { FieldLimitsContext } from '../../../components/field-limits';
import { FormTextField } from '../../../components/form-text-field';
import { useSheetForm, type SaveOutcome } from '../../../hooks/use-sheet-form';
import {
  useCreateBusinessTypeMutation,
  useUpdateBusinessTypeMutation,
} from '../api/business-types-api';
import {
  businessTypeFormSchema,
  businessTypeFormValues,
  toBusinessTypeInput,
  type BusinessTypeFormValues,
} from './business-type-form-schema';

export interface BusinessTypeSheetProps {
  open: boolean;
  /** The type being edited; absent to add one. */
  businessType?: BusinessType | null;
  onClose: () => void;
}

const FIELDS = [
  { name: 'name', label: 'Name' },
  { name: 'code', label: 'Code' },
  { name: 'description', label: 'Description' },
];

const BUSINESS_TYPE_LIMITS = textLimitsOf(businessTypeCreateSchema);

export function BusinessTypeSheet({ open, businessType, onClose }: BusinessTypeSheetProps) {
  const [createBusinessType] = useCreateBusinessTypeMutation();
  const [updateBusinessType] = useUpdateBusinessTypeMutation();

  async function save(
    values: BusinessTypeFormValues,
    base: BusinessType | null,
  ): Promise<SaveOutcome<BusinessType>> {
    const body = toBusinessTypeInput(values);
    try {
      if (base) {
        await updateBusinessType({ id: base.id, body, updatedAt: base.updatedAt }).unwrap();
        return { ok: true, message: 'Business type updated successfully' };
      }
      await createBusinessType(body).unwrap();
      return { ok: true, message: 'Business type created successfully' };
    } catch (error) {
      const { message } = error as ApiError;
      return { ok: false, message, details: message, stale: staleRowOf<BusinessType>(error) };
    }
  }

  const { form, sheetProps } = useSheetForm({
    item: businessType,
    schema: businessTypeFormSchema,
    valuesOf: businessTypeFormValues,
    save,
    onClose,
  });
  const { control } = form;
  return (
    <FormSheet
      open={open}
      title={businessType ? 'Edit business type' : 'Add business type'}
      {...sheetProps(FIELDS)}
    >
      <FieldLimitsContext value={BUSINESS_TYPE_LIMITS}>
        <FormTextField control={control} name="name" label="Name" required autoFocus />
        <FormTextField control={control} name="code" label="Code" />
        <FormTextField
          control={control}
          name="description"
          label="Description"
          multiline
          minRows={3}
        />
      </FieldLimitsContext>
    </FormSheet>
  );
}
